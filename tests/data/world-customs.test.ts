// @vitest-environment node
/**
 * A customs declaration reads the facts of the registry shipment it clears by its id: what customs
 * shows of a shipment is the registry's.
 */
import { describe, expect, it } from 'vitest';
import { customsShipments, hasShipmentArrived } from '../../src/data/customsClearance';
import { shipmentById, shipmentLinks } from '../../src/data/shipments';

describe('customs declarations and the shipment registry', () => {
  it('each declaration has its shipment’s cargo, route, weight and arrival', () => {
    for (const declaration of customsShipments) {
      const shipment = shipmentById(declaration.shipmentId);
      expect(declaration, declaration.id).toMatchObject({
        product: shipment.cargo,
        origin: shipment.origin,
        destination: shipment.destination,
        weightKg: shipment.tons * 1000,
        arrives: shipment.arrives,
      });
    }
  });

  it('links the shipment to the other screen that shows it, exactly as the registry does', () => {
    for (const declaration of customsShipments) {
      const links = shipmentLinks(declaration.shipmentId, 'customs');
      expect(links.length, declaration.id).toBeLessThanOrEqual(1);
      expect(declaration.shipmentLink, declaration.id).toBe(links[0]?.to ?? null);
    }
    expect(customsShipments.map((declaration) => declaration.shipmentLink)).toEqual([
      '/iot-logistics?shipment=SH-2026-006',
      null,
      null,
    ]);
  });

  it('the goods are in once the shipment’s registry arrival has passed', () => {
    for (const declaration of customsShipments) {
      const arrives = Date.parse(shipmentById(declaration.shipmentId).arrives);
      expect(hasShipmentArrived(declaration, arrives - 1), declaration.id).toBe(false);
      expect(hasShipmentArrived(declaration, arrives), declaration.id).toBe(true);
    }
  });
});
