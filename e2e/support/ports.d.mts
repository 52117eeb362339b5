export declare const PORTS: {
  site: number;
  embedded: number;
  chaos: number;
  standin: number;
  standinControl: number;
  chaosStandin: number;
  chaosStandinControl: number;
};
export declare function ownedPorts(slot: number): { site: number; standin: number; standinControl: number };
export declare function clusterPorts(): { front: number; standin: number; standinControl: number };
