// Placeholder: filled by its feature issue.
export default function PropertiesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">Available Properties</h1>
    </div>
  );
}
