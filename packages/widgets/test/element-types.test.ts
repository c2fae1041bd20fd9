// What a TypeScript consumer gets from the element files' declarations (checked by tsc), and the
// runtime shape those types describe.
import { describe, expect, expectTypeOf, it } from "vitest";
import "../src/newsletter-signup/newsletter-signup.element";
import type { NewsletterSignupElement } from "../src/newsletter-signup/newsletter-signup.element";
import type { BookingButtonEventMap } from "../src/booking-button/booking-button.element";
import type { PricingTableEventMap } from "../src/pricing-table/pricing-table.element";
import type { BookedDetail } from "../src/booking-button/BookingButton";

describe("element types", () => {
  it("types querySelector by tag, the attributes as properties and each event's detail", () => {
    document.body.innerHTML = `<newsletter-signup api="https://www.example.com/api"></newsletter-signup>`;
    const element = document.querySelector("newsletter-signup")!;
    expectTypeOf(element).toEqualTypeOf<NewsletterSignupElement>();
    expectTypeOf(element.api).toEqualTypeOf<string | undefined>();
    expectTypeOf(element.compact).toEqualTypeOf<boolean | undefined>();

    const emails: string[] = [];
    element.addEventListener("subscribed", (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<{ email: string }>();
      emails.push(event.detail.email);
    });
    element.dispatchEvent(new CustomEvent("subscribed", { detail: { email: "ada@example.com" } }));

    expect(element.api).toBe("https://www.example.com/api");
    expect(emails).toEqual(["ada@example.com"]);
    document.body.innerHTML = "";
  });

  it("names every event as r2wc dispatches it: the callback without `on`, lowercased", () => {
    expectTypeOf<keyof BookingButtonEventMap>().toEqualTypeOf<"opened" | "booked">();
    expectTypeOf<BookingButtonEventMap["booked"]>().toEqualTypeOf<CustomEvent<BookedDetail>>();
    expectTypeOf<keyof PricingTableEventMap>().toEqualTypeOf<"planselected">();
  });
});
