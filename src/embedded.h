/* The Lua library of lua/, compiled into the binary (see tools/embed.c). */
#ifndef PA_EMBEDDED_H
#define PA_EMBEDDED_H

#include <stddef.h>

typedef struct pa_embedded_file {
    const char *module;   /* "pa.report" */
    const char *chunkname;
    const char *source;
    size_t size;
} pa_embedded_file;

extern const pa_embedded_file pa_embedded_files[];

#endif
