import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ComponentPropsWithoutRef, ComponentPropsWithRef } from 'react';
import { cn } from '@/web/lib/cn';

// Radix gives the menu its keyboard model (arrows, Home/End, typeahead, Escape) and closes it
// on outside clicks; these wrappers only style it.

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentPropsWithRef<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-56 origin-(--radix-dropdown-menu-content-transform-origin) rounded-2xl bg-white p-1.5 shadow-xl shadow-stone-950/10 ring-1 ring-stone-900/10 transition-[opacity,scale] duration-150 focus:outline-none starting:scale-95 starting:opacity-0 dark:bg-stone-900 dark:shadow-black/50 dark:ring-white/10',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const itemClasses =
  'relative flex min-h-10 cursor-default select-none items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium text-stone-700 outline-none transition-colors data-[disabled]:pointer-events-none data-[highlighted]:bg-stone-100 data-[highlighted]:text-stone-950 data-[disabled]:opacity-50 dark:text-stone-200 dark:data-[highlighted]:bg-stone-800 dark:data-[highlighted]:text-white [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-stone-500 dark:[&_svg]:text-stone-400';

export function DropdownMenuItem({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.Item>) {
  return <MenuPrimitive.Item className={cn(itemClasses, className)} {...props} />;
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem className={cn(itemClasses, 'pr-10', className)} {...props}>
      {children}
      <MenuPrimitive.ItemIndicator className="absolute right-3 inline-flex">
        <Check aria-hidden="true" />
      </MenuPrimitive.ItemIndicator>
    </MenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      className={cn('-mx-1.5 my-1.5 h-px bg-stone-200 dark:bg-stone-800', className)}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-3 py-2', className)} {...props} />;
}
