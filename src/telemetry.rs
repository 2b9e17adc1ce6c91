//! What the running service counts, for `/metrics` (Prometheus text
//! format, `web::http::metrics`): requests by route and status, latency
//! histograms, the writer's queue depth and batch sizes, the outbox's
//! backlog and failures by kind, cache hit rates, the database pool and the
//! event stream's subscribers. One registry per process (the `prometheus`
//! crate's default one); every layer may count, none reads but `/metrics`.

use prometheus::{
    Encoder, Histogram, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGauge,
    IntGaugeVec, Opts, TextEncoder,
};
use std::sync::OnceLock;

pub struct Metrics {
    pub requests: IntCounterVec,
    pub latency: HistogramVec,
    pub writer_queue: IntGauge,
    pub writer_batch: Histogram,
    pub writer_commands: IntCounterVec,
    pub writer_round_trips: IntCounterVec,
    pub writer_command_trips: HistogramVec,
    pub outbox_backlog: IntGaugeVec,
    pub outbox_failures: IntCounterVec,
    pub outbox_failed: IntGaugeVec,
    pub cache: IntCounterVec,
    pub pool: IntGaugeVec,
    pub subscribers: IntGauge,
    pub live_signals: IntCounter,
    pub stream_wakes: IntCounter,
    pub renders: IntCounterVec,
}

fn build() -> Result<Metrics, prometheus::Error> {
    Ok(Metrics {
        requests: counters(
            "bocage_http_requests_total",
            "HTTP requests answered",
            &["route", "method", "status"],
        )?,
        latency: registered(HistogramVec::new(
            HistogramOpts::new(
                "bocage_http_request_duration_seconds",
                "Time from a request's arrival to its answer's head",
            )
            .buckets(vec![
                0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0,
            ]),
            &["route"],
        )?)?,
        writer_queue: registered(IntGauge::new(
            "bocage_writer_queue_depth",
            "Commands waiting for the writer",
        )?)?,
        writer_batch: registered(Histogram::with_opts(
            HistogramOpts::new(
                "bocage_writer_batch_size",
                "Commands applied in one writer transaction",
            )
            .buckets(vec![1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0]),
        )?)?,
        writer_commands: counters(
            "bocage_writer_commands_total",
            "Commands the writer applied, by backend",
            &["backend"],
        )?,
        writer_round_trips: counters(
            "bocage_writer_round_trips_total",
            "Statements the writer sent, its BEGIN and COMMIT included, by backend \
             (on PostgreSQL each is a round trip; divided by the commands: trips per command)",
            &["backend"],
        )?,
        writer_command_trips: registered(HistogramVec::new(
            HistogramOpts::new(
                "bocage_writer_command_round_trips",
                "Statements one command sent inside the writer's batch, by backend and \
                 command (its share of BEGIN and COMMIT aside)",
            )
            .buckets(vec![0.0, 1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0]),
            &["backend", "command"],
        )?)?,
        outbox_backlog: gauges(
            "bocage_outbox_backlog",
            "Mail and webhook deliveries waiting, by queue",
            &["queue"],
        )?,
        outbox_failures: counters(
            "bocage_outbox_delivery_failures_total",
            "Failed delivery attempts, by kind (mail, webhook) and whether they will be retried",
            &["kind", "outcome"],
        )?,
        outbox_failed: gauges(
            "bocage_outbox_failed",
            "Deliveries given up on, kept for the GM's failure list, by kind",
            &["kind"],
        )?,
        cache: counters(
            "bocage_cache_lookups_total",
            "Lookups in the kept pages, pictures and compressed bodies",
            &["cache", "outcome"],
        )?,
        pool: gauges(
            "bocage_db_pool_connections",
            "Database pool connections",
            &["state"],
        )?,
        subscribers: registered(IntGauge::new(
            "bocage_stream_subscribers",
            "Open campaign event streams",
        )?)?,
        live_signals: registered(IntCounter::new(
            "bocage_live_signals_total",
            "Changes and messages put on this instance's event bus",
        )?)?,
        stream_wakes: registered(IntCounter::new(
            "bocage_stream_wakes_total",
            "Signals heard by open event streams (each stream hears its own campaign's only)",
        )?)?,
        renders: counters(
            "bocage_renders_total",
            "Pages, pieces and pictures drawn (a kept one is not counted), by kind",
            &["kind"],
        )?,
    })
}

/// `metric`, registered with the process's registry.
fn registered<T: prometheus::core::Collector + Clone + 'static>(
    metric: T,
) -> Result<T, prometheus::Error> {
    prometheus::default_registry().register(Box::new(metric.clone()))?;
    Ok(metric)
}

fn counters(name: &str, help: &str, labels: &[&str]) -> Result<IntCounterVec, prometheus::Error> {
    registered(IntCounterVec::new(Opts::new(name, help), labels)?)
}

fn gauges(name: &str, help: &str, labels: &[&str]) -> Result<IntGaugeVec, prometheus::Error> {
    registered(IntGaugeVec::new(Opts::new(name, help), labels)?)
}

/// The process's metrics, registered on first use.
pub fn metrics() -> &'static Metrics {
    static M: OnceLock<Metrics> = OnceLock::new();
    // The names above are fixed and valid, and registered once.
    #[allow(clippy::expect_used)]
    M.get_or_init(|| build().expect("the metrics' definitions"))
}

/// Counts one lookup in the cache `name`.
pub fn cache(name: &str, hit: bool) {
    metrics()
        .cache
        .with_label_values(&[name, if hit { "hit" } else { "miss" }])
        .inc();
}

/// Everything counted, in Prometheus' text format.
pub fn render() -> String {
    let mut out = Vec::new();
    let _ = TextEncoder::new().encode(&prometheus::gather(), &mut out);
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    #[test]
    fn what_is_counted_is_rendered() {
        super::cache("telemetry-test", true);
        super::cache("telemetry-test", true);
        super::metrics().writer_batch.observe(3.0);
        let text = super::render();
        assert!(
            text.contains("bocage_cache_lookups_total{cache=\"telemetry-test\",outcome=\"hit\"} 2"),
            "{text}"
        );
        assert!(text.contains("# TYPE bocage_writer_batch_size histogram"));
    }
}
