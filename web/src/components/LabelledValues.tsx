/** Label and value pairs as a description list: a plan's limits, a level's entitlements. */
export function LabelledValues({ rows, className }: { rows: [string, string][]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
