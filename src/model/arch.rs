//! The architecture path model (fluid queues, retries, the fix search).
