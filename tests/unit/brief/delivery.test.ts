import { describe, expect, it } from "vitest";
import { saysDelivers } from "../../../core/brief/delivery";

describe("whether the owner's text says they deliver", () => {
  it("reads a delivery word in the brief's languages", () => {
    for (const text of [
      "Fresh pizza from our wood oven. We deliver within 5 km.",
      "Free delivery, no minimum order.",
      "Livraison à domicile le soir.",
      "Wir liefern in ganz Köln.",
      "Hacemos entrega a domicilio los fines de semana.",
      "Bezorgen in heel Utrecht.",
      "Доставка по городу.",
      "Eve teslimat var.",
      "نوفر خدمة التوصيل إلى المنازل",
      "יש משלוחים לכל העיר",
      "配達も承ります。",
      "外卖送货上门",
      "배달 가능합니다",
      "มีบริการจัดส่ง",
      "होम डिलीवरी उपलब्ध है",
    ])
      expect(saysDelivers(text), text).toBe(true);
  });

  it("never where the clause with the delivery word negates it, in any of those languages", () => {
    for (const text of [
      "No delivery, pickup only.",
      "We do not deliver.",
      "Delivery is not available.",
      "Pas de livraison.",
      "Keine Lieferung, nur Abholung.",
      "No hacemos envíos a domicilio.",
      "Geen bezorging.",
      "Доставки нет.",
      "Teslimat yapmıyoruz.",
      "لا يوجد توصيل",
      "אין משלוחים",
      "配達はしておりません。",
      "不提供外送",
      "배달 안 합니다. 배달 불가",
      "ไม่มีบริการจัดส่ง",
      "떡볶이 4000원 배달안해요",
      "डिलीवरी नहीं है",
    ])
      expect(saysDelivers(text), text).toBe(false);
  });

  it("nor from text that names no delivery of the owner's own: ordering ahead, a delivery platform", () => {
    for (const text of [
      "Pickup only. Order ahead online.",
      "We are on Deliveroo and Uber Eats.",
      "Takeaway counter open till late.",
      "Peluquería a domicilio en Monterrey",
      "",
    ])
      expect(saysDelivers(text), text).toBe(false);
  });

  it("one clause that delivers is enough beside another that negates something else", () => {
    expect(saysDelivers("No reservations. We deliver across Leeds.")).toBe(true);
    expect(saysDelivers("Livraison gratuite, pas de minimum.")).toBe(true);
  });
});
