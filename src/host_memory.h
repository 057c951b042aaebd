/* How much host memory an allocation can still take before its pages, once
 * touched, end in the OOM killer: the kernel's MemAvailable, held to the room a
 * memory cgroup's limit leaves (a container's limit is usually far below the
 * machine's memory, and malloc grants past it). Reads files only; the root
 * they are read under is a parameter so that specs can give a made-up /proc
 * and /sys. */
#ifndef PA_HOST_MEMORY_H
#define PA_HOST_MEMORY_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct pa_host_memory {
    unsigned long long available;    /* the smaller of the two below that are known; 0: unknown */
    unsigned long long meminfo;      /* MemAvailable, else the free pages; 0: unknown */
    unsigned long long cgroup_room;  /* the tightest cgroup's limit - usage + file pages */
    unsigned long long cgroup_limit; /* that cgroup's limit; 0: no limit found */
    unsigned long long cgroup_usage; /* its usage less its file pages */
    int cgroup_version;              /* 1 or 2 where a limit was found, else 0 */
    char cgroup[4096];               /* that cgroup's path as /proc/self/cgroup names it */
} pa_host_memory;

/* root: "" for the machine's own files, else a folder standing for / */
void pa_host_memory_read(const char *root, pa_host_memory *m);

#ifdef __cplusplus
}
#endif

#endif
