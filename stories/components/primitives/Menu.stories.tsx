import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/components/primitives/Button';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuItemIndicator,
  MenuLabel,
  MenuPortal,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuTrigger,
} from '../../../src/components/primitives/Menu';
import { docsFrame } from '../../support/storyKit';

interface MenuDemoProps {
  defaultOpen?: boolean;
  onSelect: (item: string) => void;
}

/** The styled Radix DropdownMenu parts that the language, theme and account menus are built from. */
function MenuDemo({ defaultOpen, onSelect }: MenuDemoProps) {
  return (
    <Menu defaultOpen={defaultOpen} modal={false}>
      <MenuTrigger asChild>
        <Button>Options</Button>
      </MenuTrigger>
      <MenuPortal>
        <MenuContent align="start" sideOffset={6}>
          <MenuLabel>Section label</MenuLabel>
          <MenuItem onSelect={() => onSelect('first')}>First action</MenuItem>
          <MenuItem onSelect={() => onSelect('second')}>Second action</MenuItem>
          <MenuSeparator />
          <MenuRadioGroup value="one">
            <MenuRadioItem value="one">
              Chosen option
              <MenuItemIndicator>✓</MenuItemIndicator>
            </MenuRadioItem>
            <MenuRadioItem value="two">Other option</MenuRadioItem>
          </MenuRadioGroup>
        </MenuContent>
      </MenuPortal>
    </Menu>
  );
}

/**
 * A drop-down menu: Radix DropdownMenu's parts styled for the app (`Menu`, `MenuTrigger`,
 * `MenuContent`, `MenuItem`, `MenuRadioItem`…), from which the language, theme and account menus are
 * built. Radix handles focus, the arrow keys and Esc; its own documentation lists each part's props.
 */
const meta = {
  title: 'Components/Primitives/Menu',
  parameters: { docs: { story: docsFrame(340) } },
  component: MenuDemo,
  args: { onSelect: fn() },
} satisfies Meta<typeof MenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args, step }) => {
    const body = within(document.body);
    await step('the keyboard moves through the items and Enter selects one', async () => {
      await expect(await body.findByRole('menu')).toBeVisible();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith('first');
    });
  },
};
