import type { InsightCard } from '@/features/insights/api/insight-model';

/** The categories of an insight as small tags. */
export function CategoryTags({ categories }: { categories: InsightCard['categories'] }) {
  if (!categories.length) return null;
  return (
    <ul aria-label="Categories" className="flex flex-wrap gap-1.5">
      {categories.map((category) => (
        <li
          key={category.id}
          className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800"
        >
          {category.name}
        </li>
      ))}
    </ul>
  );
}
