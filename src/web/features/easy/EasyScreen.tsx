import type { ReactNode } from 'react';
import { EasyHeader } from '../../layouts/parts/EasyHeader.tsx';

/** Easy tactile and Easy canvas have the blank layout; this gives them the Easy way back. */
export function EasyScreen({ children }: { readonly children: ReactNode }) {
  return (
    <div className="easy-screen">
      <EasyHeader />
      {children}
    </div>
  );
}
