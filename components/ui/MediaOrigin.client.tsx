'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The media base the server allowed for next/image at start time ('' for the embedded sample). */
const MediaOriginContext = createContext('');

export function MediaOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <MediaOriginContext.Provider value={origin}>{children}</MediaOriginContext.Provider>;
}

export function useMediaOrigin(): string {
  return useContext(MediaOriginContext);
}
