// Placeholder: filled by its feature issue.
export default function AdminLeadsPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Leads</h1>
    </div>
  );
}
