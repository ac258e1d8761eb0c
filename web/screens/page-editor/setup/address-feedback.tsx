/**
 * Live feedback on an address typed into a setup form: whether it will be framed in the page
 * or shown as a plain link. Announced politely as it changes; nothing while the field is empty.
 */
export function AddressFeedback({
  address,
  message,
  allowed,
}: {
  address: string;
  message: string;
  allowed: boolean;
}) {
  return (
    <p role="status" className={`text-sm ${allowed ? 'text-green-800' : 'text-amber-800'}`}>
      {address.trim() ? message : ''}
    </p>
  );
}
