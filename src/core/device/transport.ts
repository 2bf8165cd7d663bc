// A byte link to a display: WebSerial, WebBluetooth or the in-page virtual
// display all look like this to the engine. Writes may be split or joined by
// the link; the packet reader on the other side copes.

export type TransportKind = 'serial' | 'bluetooth' | 'virtual';

/** Why a link closed: the host closed it, or it was lost (unplugged, out of range, device off). */
export type CloseReason = 'closed' | 'lost';

export interface Transport {
  readonly kind: TransportKind;
  /** Send bytes; rejects when the link is gone. */
  write(bytes: Uint8Array): Promise<void>;
  /** Listen to incoming bytes; returns a function that stops listening. */
  onData(listener: (bytes: Uint8Array) => void): () => void;
  /** Listen for the end of the link (called once); returns a function that stops listening. */
  onClose(listener: (reason: CloseReason) => void): () => void;
  close(): Promise<void>;
}

export class TransportClosedError extends Error {
  readonly code = 'TRANSPORT_CLOSED';
}

/** Listener lists shared by transports: data and close fan-out, close once. */
export class TransportEvents {
  private readonly dataListeners = new Set<(bytes: Uint8Array) => void>();
  private readonly closeListeners = new Set<(reason: CloseReason) => void>();
  private closedWith: CloseReason | undefined;

  get closed(): boolean {
    return this.closedWith !== undefined;
  }

  onData(listener: (bytes: Uint8Array) => void): () => void {
    this.dataListeners.add(listener);
    return () => this.dataListeners.delete(listener);
  }

  onClose(listener: (reason: CloseReason) => void): () => void {
    if (this.closedWith) {
      listener(this.closedWith);
      return () => undefined;
    }
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  emitData(bytes: Uint8Array): void {
    if (this.closed) return;
    for (const listener of [...this.dataListeners]) listener(bytes);
  }

  emitClose(reason: CloseReason): void {
    if (this.closed) return;
    this.closedWith = reason;
    for (const listener of [...this.closeListeners]) listener(reason);
    this.closeListeners.clear();
    this.dataListeners.clear();
  }
}
