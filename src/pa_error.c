#include "pa_error.h"

#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>

/* lock-free, so the signal handler may store it; the cores' threads read it */
static atomic_int interrupt_flag;

void pa_interrupt(void) { atomic_store_explicit(&interrupt_flag, 1, memory_order_relaxed); }
void pa_interrupt_clear(void) { atomic_store_explicit(&interrupt_flag, 0, memory_order_relaxed); }
int pa_interrupted(void) { return atomic_load_explicit(&interrupt_flag, memory_order_relaxed); }

int pa_fail(pa_err *e, const char *fmt, ...)
{
    if (e) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(e->msg, sizeof e->msg, fmt, ap);
        va_end(ap);
    }
    return -1;
}
