// Placeholder: the forms issue (#5) writes the real donation form here.
export type OfflineGiving = { address: string | null; phone: string | null; email: string | null };

export function DonationForm({ id, offline }: { id: string; offline: OfflineGiving }) {
  return <form id={id} aria-label="Donation form" data-placeholder="donation" data-phone={offline.phone ?? ''} />;
}
