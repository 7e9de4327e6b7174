/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Requests each connection sends in turn, over and over. */
    requests?: { method?: 'GET' | 'POST'; path: string }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
  }
  /** The running load, which also resolves to its result. */
  interface Instance extends PromiseLike<Result> {
    /** Each answer: its status and its time in milliseconds (hrtime, fractional). */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): Instance;
  }
  export default function autocannon(options: Options): Instance;
}
