// The built-in text a service page uses to explain what every service brings to the people it serves.
import type { Service } from '@/content/services';

export type Benefit = { key: string; title: string; text: string };

/** The four benefits every service page explains (built-in copy, one open at a time). */
export function serviceBenefits(service: Service): Benefit[] {
  const name = service.title.toLowerCase();
  return [
    {
      key: 'lasting',
      title: 'Change that lasts',
      text: `We plan ${name} with the people it serves, train local teams to run it and stay until it no longer needs us.`,
    },
    {
      key: 'local',
      title: 'Local partners and suppliers',
      text: 'We hire, buy and build locally wherever we can, so every gift also supports jobs and businesses close to home.',
    },
    {
      key: 'open',
      title: 'Open about every dollar',
      text: 'Our audited accounts and impact reports are published in full: you can see what your gift paid for and what changed.',
    },
    {
      key: 'dignity',
      title: 'Dignity first',
      text: 'Help is offered without judgement or conditions. We listen first, ask what people need and respect their choices.',
    },
  ];
}
