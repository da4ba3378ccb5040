/** What the navigation components draw: already translated labels and their paths. */
export interface NavLinkItem {
  id: string;
  label: string;
  to: string;
}

export interface NavGroupItem {
  id: string;
  label: string;
  links: NavLinkItem[];
}

export interface NavModel {
  label: string;
  direct: NavLinkItem[];
  groups: NavGroupItem[];
  /** Id of the link of the current route, if it has one in the navigation. */
  currentId?: string;
}
