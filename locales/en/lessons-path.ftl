## The lessons added to the path: alerting on burn rate, headroom for a
## failure, the retry storm, queues and timeouts, the outage that outlives
## its cause.

