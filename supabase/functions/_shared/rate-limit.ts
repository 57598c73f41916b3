/**
 * In-memory token-bucket rate limiting by client address, per function instance. It blunts
 * floods from one address; it is not a global quota (each instance keeps its own buckets).
 */

export interface RateLimitOptions {
  /** Requests allowed in a burst. */
  capacity: number;
  /** Tokens added back per minute. */
  refillPerMinute: number;
  /** Buckets kept before idle ones are dropped (bounds memory under a spray of addresses). */
  maxKeys?: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until one more request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;
  private readonly refillPerMs: number;
  private readonly maxKeys: number;

  constructor(options: RateLimitOptions) {
    if (options.capacity < 1 || options.refillPerMinute <= 0) {
      throw new Error('RateLimiter needs capacity >= 1 and refillPerMinute > 0');
    }
    this.capacity = options.capacity;
    this.refillPerMs = options.refillPerMinute / 60_000;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Takes one token for `key`, if there is one. */
  take(key: string, now: number = Date.now()): RateLimitResult {
    const bucket = this.refill(key, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    const missing = 1 - bucket.tokens;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(missing / this.refillPerMs / 1000)),
    };
  }

  private refill(key: string, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.evict(now);
      bucket = { tokens: this.capacity, updatedAt: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    const elapsed = Math.max(0, now - bucket.updatedAt);
    bucket.tokens = Math.min(this.capacity, bucket.tokens + elapsed * this.refillPerMs);
    bucket.updatedAt = now;
    // Re-insert so the Map's order stays least-recently-used first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    return bucket;
  }

  /** Drops full (idle) buckets, then the least recently used ones, down to 90% of the cap. */
  private evict(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const tokens = bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs;
      if (tokens >= this.capacity) this.buckets.delete(key);
    }
    const target = Math.floor(this.maxKeys * 0.9);
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= target) break;
      this.buckets.delete(key);
    }
  }

  get size(): number {
    return this.buckets.size;
  }
}

/**
 * The client's address: the first hop of `x-forwarded-for` (set by the platform's proxy), else
 * the connection's address. Anything unparseable counts as one shared 'unknown' client.
 */
export function clientAddress(req: Request, remoteAddr?: { hostname?: string } | null): string {
  const forwarded = req.headers.get('x-forwarded-for');
  if (forwarded) {
    const first = forwarded.split(',')[0]?.trim() ?? '';
    if (/^[0-9a-fA-F:.[\]]{2,64}$/.test(first)) return first.toLowerCase();
  }
  return remoteAddr?.hostname ? remoteAddr.hostname.toLowerCase() : 'unknown';
}
