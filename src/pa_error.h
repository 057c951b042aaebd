/* Error reporting for the pure cores: a core returns 0 on success or -1 with a
 * message in a caller-owned pa_err, and the Lua bindings turn that message into a
 * Lua error. No core prints or exits. */
#ifndef PA_ERROR_H
#define PA_ERROR_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct pa_err {
    char msg[512];
} pa_err;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
int pa_fail(pa_err *e, const char *fmt, ...);

/* Ctrl-C while a core runs. The host's SIGINT handler calls pa_interrupt (it is
 * async-signal-safe); a core that may run for seconds (a pool's fill, a
 * fragmented pool's churn, the reference, the timing loops) tests
 * pa_interrupted between its steps and fails with PA_INTERRUPTED. Lua's own
 * stop, a hook, runs only between Lua instructions, so without this a call
 * into C finished its work before the Ctrl-C took effect. */
#define PA_INTERRUPTED "interrupted!"
void pa_interrupt(void);
void pa_interrupt_clear(void);
int pa_interrupted(void);

#ifdef __cplusplus
}
#endif

#endif
