/* The CPU backend: host memory, OpenMP kernels, the host clock. It runs the
 * whole API everywhere and is the oracle's home. */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "backend.h"
#include "cpu_attend.h"
#include "host_memory.h"
#include "rng.h"
#include "stats.h"

static int cpu_probe(pa_err *e)
{
    (void)e;
    return 0;
}

/* Some virtual machines report the whole socket's L3 (hundreds of MB) though a
 * core reaches only its own slice; flushing far past what a few cores can hold
 * costs time and proves nothing, so the figure used for flushing is capped. */
#define FLUSH_CAP ((size_t)256 << 20)

/* the first line of cpu0's cache index<index>/<field> in sysfs, into buf; 0 where there is none */
static int cache_field(int index, const char *field, char *buf, int size)
{
    char path[80];
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/%s", index, field);
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    const int got = fgets(buf, size, f) != NULL;
    fclose(f);
    return got;
}

/* The largest level of data cache cpu0 has, as the kernel's cacheinfo lists it
 * in sysfs (sizes in KiB, "32768K"); 0 where it lists none. glibc's sysconf
 * reads another CPUID leaf, which some virtual machines fill with the host's
 * whole L3: a two-vCPU Zen 4 guest whose sysfs and lscpu say 32 MiB had
 * sysconf report 320 MiB. */
static size_t sysfs_last_level_cache_bytes(void)
{
    size_t bytes = 0;
    int top = 0;
    char level[16], type[32], size[32];
    for (int i = 0; i < 16 && cache_field(i, "level", level, sizeof level); i++) {
        unsigned long kib = 0;
        const int n = atoi(level);
        const int instruction = cache_field(i, "type", type, sizeof type) && !strncmp(type, "Instruction", 11);
        if (!instruction && cache_field(i, "size", size, sizeof size) && sscanf(size, "%luK", &kib) == 1 &&
            kib > 0 && n > top) {
            top = n;
            bytes = (size_t)kib << 10;
        }
    }
    return bytes;
}

static size_t last_level_cache_bytes(void)
{
    const size_t listed = sysfs_last_level_cache_bytes();
    if (listed)
        return listed;
    long l3 = sysconf(_SC_LEVEL3_CACHE_SIZE), l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
    if (l3 > 0)
        return (size_t)l3;
    if (l2 > 0)
        return (size_t)l2;
    return 32u << 20; /* unknown: assume a large one so cold flushes stay honest */
}

static int cpu_device(pa_device_info *info, pa_err *e)
{
    (void)e;
    memset(info, 0, sizeof *info);
    snprintf(info->name, sizeof info->name, "CPU");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f) {
        char line[512];
        while (fgets(line, sizeof line, f)) {
            char *colon = strchr(line, ':');
            if (strncmp(line, "model name", 10) == 0 && colon) {
                colon += 2;
                colon[strcspn(colon, "\n")] = 0;
                snprintf(info->name, sizeof info->name, "%s", colon);
                break;
            }
        }
        fclose(f);
    }
    info->backend = "cpu";
    info->sms = omp_get_max_threads();
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    info->memory_bytes = pages > 0 && page > 0 ? (size_t)pages * (size_t)page : 0;
    info->l2_bytes = last_level_cache_bytes();
    info->simd = pa_cpu_avx2_usable() ? "avx2" : "portable";
    return 0;
}

/* Host memory the kernel can still hand out without swapping or killing:
 * MemAvailable, held to a memory cgroup's room (src/host_memory.c); 0 where
 * neither is known. */
static size_t host_available_bytes(char *why, size_t why_size)
{
    pa_host_memory m;
    pa_host_memory_read("", &m);
    if (why && why_size) {
        why[0] = 0;
        if (m.cgroup_version && m.available == m.cgroup_room)
            snprintf(why, why_size, " under the memory cgroup %s's limit of %.2f GB, %.2f GB of it held", m.cgroup,
                     (double)m.cgroup_limit / 1e9, (double)m.cgroup_usage / 1e9);
    }
    return (size_t)m.available;
}

/* An allocation is only address space until its pages are touched, so malloc
 * grants more than the memory left, and the fill or kernel that follows ends
 * in the OOM killer instead of an error. Large requests are held to what is
 * available now; a pool's K and V are held to it together (src/lua_cache.c). */
#define CHECKED_ALLOC_BYTES ((size_t)64 << 20)

static void *cpu_alloc(size_t bytes, pa_err *e)
{
    if (bytes >= CHECKED_ALLOC_BYTES) {
        char why[400];
        size_t avail = host_available_bytes(why, sizeof why);
        if (avail && bytes > avail) {
            pa_fail(e, "out of host memory: %.2f GB asked, %.2f GB available%s", (double)bytes / 1e9,
                    (double)avail / 1e9, why);
            return NULL;
        }
    }
    if (bytes > SIZE_MAX - 63) { /* a size saturated by pa_size_mul */
        pa_fail(e, "out of host memory: %zu bytes asked", bytes);
        return NULL;
    }
    /* A pool of scattered blocks misses the TLB on nearly every row it reads
     * in 4 KiB pages: large buffers start on a 2 MiB boundary and ask for huge
     * pages, which a kernel that grants them only on request (THP "madvise")
     * then gives. */
    const size_t huge = (size_t)2 << 20;
    const int large = bytes >= huge;
    size_t align = large ? huge : 64, rounded = (bytes + align - 1) / align * align;
    void *p = aligned_alloc(align, rounded ? rounded : align);
    if (!p)
        pa_fail(e, "out of host memory allocating %zu bytes", bytes);
#ifdef MADV_HUGEPAGE
    else if (large)
        (void)madvise(p, rounded, MADV_HUGEPAGE); /* advice: where refused, 4 KiB pages as before */
#endif
    return p;
}

static void cpu_release(void *ptr) { free(ptr); }

static int cpu_copy(void *dst, const void *src, size_t bytes, pa_err *e)
{
    (void)e;
    memcpy(dst, src, bytes);
    return 0;
}

static int cpu_fill_random(void *dst, pa_dtype t, size_t count, uint64_t seed, uint64_t offset, pa_err *e)
{
    return pa_rng_fill(dst, t, count, seed, offset, e);
}

static int grow_workspace(pa_workspace *ws, size_t bytes, pa_err *e)
{
    if (ws->bytes >= bytes)
        return 0;
    free(ws->ptr); /* first: its touched pages count against what the new one may take */
    ws->ptr = NULL;
    ws->bytes = 0;
    void *p = cpu_alloc(bytes, e);
    if (!p)
        return -1;
    ws->ptr = p;
    ws->bytes = bytes;
    return 0;
}

static int cpu_run(const pa_launch *l, pa_err *e)
{
    if (grow_workspace(l->workspace, pa_cpu_workspace_bytes(l), e) != 0)
        return -1;
    int rc;
    switch (l->kind) {
    case PA_K_NAIVE: rc = pa_cpu_naive(l); break;
    case PA_K_GATHER: rc = pa_cpu_gather(l); break;
    case PA_K_PAGED_SCALAR: rc = pa_cpu_paged_scalar(l); break;
    case PA_K_PAGED: rc = pa_cpu_paged(l); break;
    case PA_K_SPLIT_KV: rc = pa_cpu_split_kv(l); break;
    case PA_K_GQA: rc = pa_cpu_gqa(l); break;
    default: return pa_fail(e, "kernel %d has no CPU implementation", (int)l->kind);
    }
    return rc ? pa_fail(e, "out of host memory in a CPU kernel") : 0;
}

typedef struct timed_run {
    const pa_launch *launch;
    int n;
    char *flush;
    size_t flush_bytes;
} timed_run;

static int timed_body(void *ctx, pa_err *e)
{
    const timed_run *r = ctx;
    for (int i = 0; i < r->n; i++)
        if (cpu_run(&r->launch[i], e))
            return -1;
    return 0;
}

/* Writing a buffer twice the last-level cache evicts the kernel's data from it. */
static int flush_caches(void *ctx, pa_err *e)
{
    (void)e;
    timed_run *r = ctx;
    static unsigned char round;
    memset(r->flush, ++round, r->flush_bytes);
    return 0;
}

static int cpu_time(const pa_launch *l, int n, const pa_timing *t, double *samples_us, pa_sm_clock *sm_clock, pa_err *e)
{
    timed_run run = {l, n, NULL, 0};
    (void)sm_clock; /* the host's clock is the operating system's business */
    pa_measure_loop m = {pa_clock_monotonic, NULL, timed_body, NULL, &run, t->warmup, t->iters};
    if (t->l2 == PA_L2_COLD) {
        run.flush_bytes = 2 * last_level_cache_bytes();
        if (run.flush_bytes > FLUSH_CAP)
            run.flush_bytes = FLUSH_CAP;
        run.flush = malloc(run.flush_bytes);
        if (!run.flush)
            return pa_fail(e, "out of host memory for a %zu-byte cache flush buffer", run.flush_bytes);
        m.prepare = flush_caches;
    }
    int rc = pa_measure(&m, samples_us, e);
    free(run.flush);
    return rc;
}

static void cpu_workspace_release(pa_workspace *ws)
{
    free(ws->ptr);
    ws->ptr = NULL;
    ws->bytes = 0;
}

/* Streaming read of a buffer far larger than the caches, every core taking a
 * slice; best of four passes after one that warms the pages. The words are
 * folded with xor, which vectorises and leaves no load waiting on the one
 * before: a float sum, what this read once was, waits on every add (float
 * addition does not reassociate), and on the CI machine kind it timed the
 * adder, 13-14 GB/s, where the memory gives 36-52 (bench/RESULTS.md, CPU read
 * round). */
static int cpu_read_bandwidth(int again, double *gbps, pa_err *e)
{
    static double cached;
    if (cached > 0 && !again) {
        *gbps = cached;
        return 0;
    }
    size_t bytes = 2 * FLUSH_CAP; /* twice anything a flush assumes the caches hold */
    size_t n = bytes / sizeof(uint64_t);
    uint64_t *buf = cpu_alloc(n * sizeof(uint64_t), e);
    if (!buf)
        return -1;
#pragma omp parallel for schedule(static)
    for (size_t i = 0; i < n; i++)
        buf[i] = i * 0x9e3779b97f4a7c15ull;
    double best = 1e30;
    volatile uint64_t sink = 0;
    for (int pass = 0; pass < 5; pass++) {
        double t0 = pa_clock_monotonic(NULL);
        uint64_t folded = 0;
#pragma omp parallel for schedule(static) reduction(^ : folded)
        for (size_t i = 0; i < n; i++)
            folded ^= buf[i];
        double dt = pa_clock_monotonic(NULL) - t0;
        sink ^= folded;
        if (pass > 0 && dt < best)
            best = dt;
    }
    (void)sink;
    free(buf);
    *gbps = (double)(n * sizeof(uint64_t)) / best / 1e9;
    if (!(cached > 0)) /* the process's first reading stays its reference */
        cached = *gbps;
    return 0;
}

const pa_backend pa_backend_cpu = {
    .name = "cpu",
    .probe = cpu_probe,
    .device = cpu_device,
    .alloc = cpu_alloc,
    .release = cpu_release,
    .available = host_available_bytes,
    .upload = cpu_copy,
    .download = cpu_copy,
    .fill_random = cpu_fill_random,
    .run = cpu_run,
    .time = cpu_time,
    .workspace_release = cpu_workspace_release,
    .read_bandwidth = cpu_read_bandwidth,
};
