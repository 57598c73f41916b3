// Placeholder: filled by its feature issue.
export default function LocationPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Location</h1>
    </div>
  );
}
