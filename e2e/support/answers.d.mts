// Types of answers.mjs for the TypeScript journeys.
export declare function answers(url: string): Promise<boolean>;
