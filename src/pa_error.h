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

#ifdef __cplusplus
}
#endif

#endif
