/**
 * dnd-kit's keyboard sensor starts listening for arrow keys on a zero-delay timer after Space lifts
 * an item. A play function is faster than any person, so after a lift it waits for a timer queued
 * behind that one before pressing the next key.
 */
export const keyboardSensorListening = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
