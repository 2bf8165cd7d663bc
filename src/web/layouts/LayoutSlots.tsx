import { createContext, Suspense, useContext, type ComponentType } from 'react';

/**
 * Places in the layouts that features fill without the layouts knowing them
 * (layouts sit below features): main.tsx gathers each feature's shell.tsx.
 */
export interface LayoutSlots {
  /** In every header's tools, beside the language (the device's status). */
  readonly headerTools: readonly ComponentType[];
  /** After the main content of every layout (the virtual tactile display). */
  readonly afterMain: readonly ComponentType[];
  /** Once in each layout with the signed-in chrome (default, wide, cloud, easy cloud): what follows work in the background (the conversion poll). */
  readonly workspace: readonly ComponentType[];
}

export const NO_LAYOUT_SLOTS: LayoutSlots = { headerTools: [], afterMain: [], workspace: [] };

export const LayoutSlotsContext = createContext<LayoutSlots>(NO_LAYOUT_SLOTS);

/** What the features put in one slot, in the order main.tsx lists them. A part may load lazily: nothing shows until it has. */
export function Slot({ name }: { readonly name: keyof LayoutSlots }) {
  const parts = useContext(LayoutSlotsContext)[name];
  return (
    <Suspense fallback={null}>
      {parts.map((Part, index) => (
        <Part key={index} />
      ))}
    </Suspense>
  );
}
