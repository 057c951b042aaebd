#include "host_memory.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* a limit at or past this is the kernel's "no limit" (cgroup v1 writes
 * 9223372036854771712, the page counter's most in bytes) */
#define NO_LIMIT (1ull << 60)

/* the text of a small file, NUL-ended; 0 where it cannot be read */
static int slurp(const char *path, char *buf, size_t size)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    size_t n = fread(buf, 1, size - 1, f);
    fclose(f);
    buf[n] = 0;
    return n > 0;
}

/* the first number in a file ("max" and the like read as no number) */
static int read_number(const char *path, unsigned long long *v)
{
    char buf[64];
    char *end;
    if (!slurp(path, buf, sizeof buf))
        return 0;
    *v = strtoull(buf, &end, 10);
    return end != buf && (*end == 0 || *end == '\n');
}

/* the value of `key` in a "key value" per line file (memory.stat, meminfo) */
static int stat_value(const char *text, const char *key, unsigned long long *v)
{
    const size_t kl = strlen(key);
    for (const char *line = text; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
        if (strncmp(line, key, kl) == 0 && (line[kl] == ' ' || line[kl] == ':')) {
            const char *p = line + kl + 1;
            while (*p == ' ')
                p++;
            char *end;
            *v = strtoull(p, &end, 10);
            return end != p;
        }
    }
    return 0;
}

static void meminfo_read(const char *root, pa_host_memory *m)
{
    char path[4096], text[8192];
    snprintf(path, sizeof path, "%s/proc/meminfo", root);
    unsigned long long kb;
    if (slurp(path, text, sizeof text) && stat_value(text, "MemAvailable", &kb)) {
        m->meminfo = kb * 1024;
        return;
    }
    if (!*root) {
        long pages = sysconf(_SC_AVPHYS_PAGES), page = sysconf(_SC_PAGESIZE);
        m->meminfo = pages > 0 && page > 0 ? (unsigned long long)pages * (unsigned long long)page : 0;
    }
}

/* One cgroup's room, if it has a limit. Its usage counts the page cache it
 * has read through, which the kernel takes back before it kills: the file
 * pages are room too (what container runtimes call the working set is usage
 * less the inactive ones; the active ones are taken back as well, only later). */
static void consider(pa_host_memory *m, int version, const char *name, unsigned long long limit,
                     unsigned long long usage, unsigned long long file)
{
    if (limit >= NO_LIMIT)
        return;
    const unsigned long long held = usage > file ? usage - file : 0;
    const unsigned long long room = limit > held ? limit - held : 0;
    if (m->cgroup_version && room >= m->cgroup_room)
        return;
    m->cgroup_room = room;
    m->cgroup_limit = limit;
    m->cgroup_usage = held;
    m->cgroup_version = version;
    snprintf(m->cgroup, sizeof m->cgroup, "%s", name);
}

/* The folder of cgroup `path` under `base`. A process in a cgroup namespace,
 * or a container given its own cgroup as the mount's root, names a path that
 * is not under the mount: then the mount's root is its cgroup. */
static void cgroup_dir(char *dir, size_t size, const char *base, const char *path, const char *probe)
{
    char file[4096 + 64];
    if (path[0] == '/' && !strstr(path, "..")) {
        snprintf(dir, size, "%s%s", base, strcmp(path, "/") ? path : "");
        snprintf(file, sizeof file, "%s/%s", dir, probe);
        if (access(file, R_OK) == 0)
            return;
    }
    snprintf(dir, size, "%s", base);
}

static void cgroup_v1(const char *root, const char *path, pa_host_memory *m)
{
    char base[4096], dir[4096], file[4096 + 64], text[16384];
    snprintf(base, sizeof base, "%s/sys/fs/cgroup/memory", root);
    cgroup_dir(dir, sizeof dir, base, path, "memory.limit_in_bytes");
    unsigned long long limit, usage, hier, active = 0, inactive = 0;
    snprintf(file, sizeof file, "%s/memory.limit_in_bytes", dir);
    if (!read_number(file, &limit))
        return;
    snprintf(file, sizeof file, "%s/memory.usage_in_bytes", dir);
    if (!read_number(file, &usage))
        return;
    snprintf(file, sizeof file, "%s/memory.stat", dir);
    if (slurp(file, text, sizeof text)) {
        /* the tightest limit of the cgroup and its parents */
        if (stat_value(text, "hierarchical_memory_limit", &hier) && hier < limit)
            limit = hier;
        stat_value(text, "total_active_file", &active);
        stat_value(text, "total_inactive_file", &inactive);
    }
    consider(m, 1, path, limit, usage, active + inactive);
}

/* cgroup v2: every level up to the mount's root may set memory.max ("max", no
 * number, where it sets none) */
static void cgroup_v2(const char *root, const char *path, pa_host_memory *m)
{
    char base[4096], dir[4096], file[4096 + 64], text[16384];
    snprintf(base, sizeof base, "%s/sys/fs/cgroup", root);
    cgroup_dir(dir, sizeof dir, base, path, "cgroup.procs");
    const size_t base_len = strlen(base);
    for (;;) {
        unsigned long long limit, usage, active = 0, inactive = 0;
        snprintf(file, sizeof file, "%s/memory.max", dir);
        const int limited = read_number(file, &limit);
        snprintf(file, sizeof file, "%s/memory.current", dir);
        if (limited && read_number(file, &usage)) {
            snprintf(file, sizeof file, "%s/memory.stat", dir);
            if (slurp(file, text, sizeof text)) {
                stat_value(text, "active_file", &active);
                stat_value(text, "inactive_file", &inactive);
            }
            /* the level's name: its folder below the mount */
            consider(m, 2, dir[base_len] ? dir + base_len : "/", limit, usage, active + inactive);
        }
        char *slash = strrchr(dir, '/');
        if (!dir[base_len] || !slash || (size_t)(slash - dir) < base_len)
            break;
        *slash = 0;
    }
}

void pa_host_memory_read(const char *root, pa_host_memory *m)
{
    memset(m, 0, sizeof *m);
    if (!root)
        root = "";
    meminfo_read(root, m);

    /* "id:controllers:path": the memory controller's own line where cgroup v1
     * mounts it, else the unified hierarchy's "0::path" */
    char file[4096], text[8192], v1[4096] = "", v2[4096] = "";
    snprintf(file, sizeof file, "%s/proc/self/cgroup", root);
    if (slurp(file, text, sizeof text)) {
        for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
            char *c1 = strchr(line, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
            if (!c2)
                continue;
            *c2 = 0;
            const char *controllers = c1 + 1, *path = c2 + 1;
            if (!*controllers && c1 - line == 1 && line[0] == '0')
                snprintf(v2, sizeof v2, "%s", path);
            for (const char *p = controllers; *p;) {
                const size_t n = strcspn(p, ",");
                if (n == 6 && strncmp(p, "memory", 6) == 0)
                    snprintf(v1, sizeof v1, "%s", path);
                p += n + (p[n] == ',');
            }
        }
    }
    if (*v1)
        cgroup_v1(root, v1, m);
    else if (*v2)
        cgroup_v2(root, v2, m);

    m->available = m->meminfo;
    /* a full cgroup still leaves one byte, so the figure never reads as unknown */
    if (m->cgroup_version && (!m->available || m->cgroup_room < m->available))
        m->available = m->cgroup_room ? m->cgroup_room : 1;
}
