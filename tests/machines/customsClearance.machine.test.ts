// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  customsClearanceMachine,
  declarationChildId,
  selectShipmentChildren,
  selectSubmittingShipments,
  uploadChildId,
  type CustomsClearanceEvent,
} from '../../src/machines/customsClearance.machine';
import {
  customsDeclarationDelays,
  selectDeclarationStatus,
  selectSubmitProgress,
} from '../../src/machines/customsDeclaration.machine';
import {
  fileUploadDelays,
  selectProgress,
  selectUploadStatus,
  type UploadFile,
} from '../../src/machines/fileUpload.machine';

const { submitStep } = customsDeclarationDelays;
const { progressStep } = fileUploadDelays;
const ids = ['SH-2026-006', 'SH-2026-009'] as const;
const [first, second] = ids;
const approved = { status: 'approved', required: true };
const pendingDocument = { status: 'pending', required: true };
const pdf: UploadFile = { name: 'invoice.pdf', size: 2048, type: 'application/pdf' };
const exe: UploadFile = { name: 'setup.exe', size: 2048, type: '' };
/** A stand-in for the upload rules: .exe is the wrong type. */
const validate = (file: UploadFile) => (file.name.endsWith('.exe') ? 'wrongType' : null);

const submit = (shipmentId: string, documents = [approved], filed = false): CustomsClearanceEvent => ({
  type: 'user.submit',
  shipmentId,
  documents,
  filed,
});
const pick = (shipmentId: string, file = pdf): CustomsClearanceEvent => ({
  type: 'user.pick',
  shipmentId,
  file,
});

function start() {
  const clock = new SimulatedClock();
  const filed = vi.fn<(event: { type: string; shipmentId: string }) => void>();
  const uploaded = vi.fn();
  const actor = createActor(customsClearanceMachine, {
    clock,
    input: { shipmentIds: ids, validate },
  });
  actor.on('declaration.filed', filed);
  actor.on('document.uploaded', uploaded);
  actor.start();
  const children = (id: string) => selectShipmentChildren(id)(actor.getSnapshot())!;
  const declaration = (id: string) => children(id).declaration.getSnapshot();
  const upload = (id: string) => children(id).upload.getSnapshot();
  /** One delay at a time: each step is scheduled when the previous one fires. */
  const advance = (delay: number, times: number) => {
    for (let i = 0; i < times; i += 1) clock.increment(delay);
  };
  return { clock, actor, filed, uploaded, children, declaration, upload, advance };
}

describe('customsClearanceMachine', () => {
  it('spawns one declaration and one upload per shipment, named by it, all at rest', () => {
    const { actor, children, declaration, upload } = start();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(
      ids.flatMap((id) => [declarationChildId(id), uploadChildId(id)]).sort(),
    );
    for (const id of ids) {
      expect(children(id).declaration.id).toBe(`declaration:${id}`);
      expect(children(id).upload.id).toBe(`upload:${id}`);
      expect(selectDeclarationStatus(declaration(id))).toBe('documents');
      expect(selectUploadStatus(upload(id))).toBe('idle');
    }
    expect(selectShipmentChildren('SH-2026-999')(actor.getSnapshot())).toBeUndefined();
    expect(selectShipmentChildren('__proto__')(actor.getSnapshot())).toBeUndefined();
    expect(selectSubmittingShipments(actor.getSnapshot())).toEqual([]);
  });

  it('passes a submit to the shipment’s declaration only when it takes it', () => {
    const { actor, declaration } = start();
    expect(actor.getSnapshot().can(submit(first, [pendingDocument]))).toBe(false);
    expect(actor.getSnapshot().can(submit(first, [approved], true))).toBe(false);
    expect(actor.getSnapshot().can(submit('SH-2026-999'))).toBe(false);
    actor.send(submit(first, [pendingDocument]));
    expect(selectDeclarationStatus(declaration(first))).toBe('documents');
    expect(actor.getSnapshot().can(submit(first))).toBe(true);
    actor.send(submit(first));
    expect(selectDeclarationStatus(declaration(first))).toBe('submitting');
    expect(selectDeclarationStatus(declaration(second))).toBe('documents');
    expect(selectSubmittingShipments(actor.getSnapshot())).toEqual([first]);
    // A second press while it runs is refused.
    expect(actor.getSnapshot().can(submit(first))).toBe(false);
  });

  it('files a declaration after four steps of 400 ms and says which shipment it clears', () => {
    const { actor, declaration, filed, advance } = start();
    actor.send(submit(second));
    advance(submitStep, 3);
    expect(selectSubmitProgress(declaration(second))).toBe(75);
    expect(filed).not.toHaveBeenCalled();
    advance(submitStep, 1);
    expect(selectDeclarationStatus(declaration(second))).toBe('submitted');
    expect(filed).toHaveBeenCalledTimes(1);
    expect(filed).toHaveBeenCalledWith({ type: 'declaration.filed', shipmentId: second });
    expect(selectSubmittingShipments(actor.getSnapshot())).toEqual([]);
  });

  it('runs two shipments’ submissions side by side', () => {
    const { actor, filed, advance } = start();
    actor.send(submit(first));
    advance(submitStep, 2);
    actor.send(submit(second));
    expect(selectSubmittingShipments(actor.getSnapshot())).toEqual([first, second]);
    advance(submitStep, 2);
    expect(filed.mock.calls.map(([event]) => event)).toEqual([
      { type: 'declaration.filed', shipmentId: first },
    ]);
    advance(submitStep, 2);
    expect(filed.mock.calls.map(([event]) => event)).toEqual([
      { type: 'declaration.filed', shipmentId: first },
      { type: 'declaration.filed', shipmentId: second },
    ]);
  });

  it('uploads a picked file in five steps of 300 ms, then says which shipment it joins', () => {
    const { actor, upload, uploaded, advance } = start();
    expect(actor.getSnapshot().can(pick('SH-2026-999'))).toBe(false);
    actor.send(pick(first));
    expect(selectUploadStatus(upload(first))).toBe('uploading');
    expect(selectUploadStatus(upload(second))).toBe('idle');
    // A second pick while uploading is not passed on.
    expect(actor.getSnapshot().can(pick(first))).toBe(false);
    advance(progressStep, 4);
    expect(selectProgress(upload(first))).toBe(80);
    expect(uploaded).not.toHaveBeenCalled();
    advance(progressStep, 1);
    expect(selectUploadStatus(upload(first))).toBe('uploaded');
    expect(uploaded).toHaveBeenCalledWith({ type: 'document.uploaded', shipmentId: first, file: pdf });
  });

  it('passes a refused file on, so its reason shows, and files nothing', () => {
    const { actor, upload, uploaded, advance } = start();
    actor.send(pick(second, exe));
    expect(selectUploadStatus(upload(second))).toBe('rejected');
    advance(progressStep, 5);
    expect(uploaded).not.toHaveBeenCalled();
  });

  it('copies nothing of its children: their changes leave its own snapshot as it was', () => {
    const { actor, advance } = start();
    actor.send(submit(first));
    const before = actor.getSnapshot();
    advance(submitStep, 1);
    expect(actor.getSnapshot()).toBe(before);
  });

  it('tells its observers of each child’s change, so one subscription follows what it accepts', () => {
    const { actor, advance } = start();
    const heard: boolean[] = [];
    const subscription = actor.subscribe((snapshot) => heard.push(snapshot.can(submit(first))));
    actor.send(submit(first));
    expect(heard.at(-1)).toBe(false);
    advance(submitStep, 4);
    expect(heard.at(-1)).toBe(false);
    expect(heard.length).toBeGreaterThan(4);
    subscription.unsubscribe();
  });

  it('stopping mid-run leaves no child timer behind and files nothing', () => {
    const { actor, declaration, filed, uploaded, advance } = start();
    actor.send(submit(first));
    actor.send(pick(second));
    actor.stop();
    const before = declaration(first);
    expect(before.status).toBe('stopped');
    advance(submitStep, 10);
    expect(declaration(first)).toBe(before);
    expect(selectSubmitProgress(declaration(first))).toBe(0);
    expect(filed).not.toHaveBeenCalled();
    expect(uploaded).not.toHaveBeenCalled();
  });
});
