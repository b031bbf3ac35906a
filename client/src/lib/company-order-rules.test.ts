import { describe, expect, it } from 'vitest';
import { approvalReasonOf } from './company-order-rules.ts';

describe("a company order's facts (docs/product/companies.md)", () => {
  it("reads why an order waits from the answer, else from its approval_requested event's note", () => {
    const events = [{ at: '2026-11-23T10:00:00Z', type: 'approval_requested', note: 'Above the threshold' }] as never;
    expect(approvalReasonOf({ events, approvalReason: 'Over the monthly limit' })).toBe('Over the monthly limit');
    expect(approvalReasonOf({ events })).toBe('Above the threshold');
    expect(approvalReasonOf({ events: [] })).toBeUndefined();
  });
});
