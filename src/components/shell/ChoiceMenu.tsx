import type { ReactElement, ReactNode } from 'react';
import { CoreIcon } from '../primitives/CoreIcon';
import {
  Menu,
  MenuContent,
  MenuItemIndicator,
  MenuLabel,
  MenuPortal,
  MenuRadioGroup,
  MenuRadioItem,
  MenuTrigger,
} from '../primitives/Menu';

export interface Choice<Value extends string> {
  value: Value;
  /** What the item shows (an icon and a name). */
  content: ReactNode;
  /** The language of the item's text, where it is not the page's. */
  lang?: string;
}

export interface ChoiceMenuProps<Value extends string> {
  /** The header button that opens the menu. */
  trigger: ReactElement;
  /** The menu's heading. */
  label: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  defaultOpen?: boolean;
}

/** A header menu that picks one of a few settings; the chosen one is checked. */
export function ChoiceMenu<Value extends string>({
  trigger,
  label,
  choices,
  value,
  onChange,
  defaultOpen,
}: ChoiceMenuProps<Value>) {
  return (
    <Menu defaultOpen={defaultOpen} modal={false}>
      <MenuTrigger asChild>{trigger}</MenuTrigger>
      <MenuPortal>
        <MenuContent align="end" sideOffset={6}>
          <MenuLabel>{label}</MenuLabel>
          <MenuRadioGroup
            value={value}
            onValueChange={(next) => {
              const choice = choices.find((candidate) => candidate.value === next);
              if (choice) onChange(choice.value);
            }}
          >
            {choices.map((choice) => (
              <MenuRadioItem key={choice.value} value={choice.value} lang={choice.lang}>
                {choice.content}
                <MenuItemIndicator>
                  <CoreIcon name="check" size={16} />
                </MenuItemIndicator>
              </MenuRadioItem>
            ))}
          </MenuRadioGroup>
        </MenuContent>
      </MenuPortal>
    </Menu>
  );
}
