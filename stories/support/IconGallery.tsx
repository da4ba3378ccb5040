/** Every icon of a set with its name: the `All` story of each icon set. */
import type { ComponentType } from 'react';

export interface IconGalleryProps<Name extends string> {
  names: readonly Name[];
  icon: ComponentType<{ name: Name; size?: number }>;
  size?: number;
}

export function IconGallery<Name extends string>({ names, icon: Icon, size }: IconGalleryProps<Name>) {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
      {names.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon name={name} size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
