"""Rules at hand: the reference, contextual help and "why not?", and their panels."""
