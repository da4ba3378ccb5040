// @vitest-environment node
/**
 * A customs declaration reads the facts of the registry shipment it clears by its id: what customs
 * shows of a shipment is the registry's.
 */
import { describe, expect, it } from 'vitest';
import { customsShipments, hasShipmentArrived } from '../../src/data/customsClearance';
import { shipmentById, shipmentLinks } from '../../src/data/shipments';
import { worldAnchorDay } from '../../src/data/worldAnchor';

describe('customs declarations and the shipment registry', () => {
  it('each declaration has its shipment’s cargo, route, weight and arrival', () => {
    for (const declaration of customsShipments(worldAnchorDay)) {
      const shipment = shipmentById(declaration.shipmentId, worldAnchorDay);
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
    for (const declaration of customsShipments(worldAnchorDay)) {
      const links = shipmentLinks(declaration.shipmentId, 'customs', worldAnchorDay);
      expect(links.length, declaration.id).toBeLessThanOrEqual(1);
      expect(declaration.shipmentLink, declaration.id).toBe(links[0]?.to ?? null);
    }
    expect(customsShipments(worldAnchorDay).map((declaration) => declaration.shipmentLink)).toEqual([
      '/iot-logistics?shipment=SH-2026-006',
      null,
      null,
    ]);
  });

  it('the goods are in once the shipment’s registry arrival has passed', () => {
    for (const declaration of customsShipments(worldAnchorDay)) {
      const arrives = Date.parse(shipmentById(declaration.shipmentId, worldAnchorDay).arrives);
      expect(hasShipmentArrived(declaration, arrives - 1), declaration.id).toBe(false);
      expect(hasShipmentArrived(declaration, arrives), declaration.id).toBe(true);
    }
  });
});
