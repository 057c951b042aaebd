/* The `pa` module: backend choice, device description, the registry of kernels
 * and allocators, and the shared helpers of the binding files. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "host_memory.h"
#include "lua_common.h"
#include "nvtx.h"
#include "plan.h"
#include "rng.h"

#define PA_STATE_KEY "pa.state"

#if defined(__SANITIZE_ADDRESS__)
#define PA_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PA_SANITIZED 1
#endif
#endif
#ifndef PA_SANITIZED
#define PA_SANITIZED 0
#endif

typedef struct pa_state {
    const pa_backend *be;
    pa_device_info info[2]; /* per backend: 0 cpu, 1 cuda */
    int have_info[2];
} pa_state;

static const char *const backend_names[] = {"auto", "cpu", "cuda", NULL};

int pa_lua_raise(lua_State *L, const char *context, const pa_err *e)
{
    if (context)
        return luaL_error(L, "%s: %s", context, e->msg);
    return luaL_error(L, "%s", e->msg);
}

/* A collection step sized as if `bytes` were allocated in Lua: a loop making
 * pools and dropping them then frees them at the pace it makes them, instead of
 * when the Lua heap (a few KB) next grows enough to start a cycle. */
void pa_lua_gc_account(lua_State *L, size_t bytes)
{
    const size_t kb = bytes >> 10;
    lua_gc(L, LUA_GCSTEP, kb > INT_MAX ? INT_MAX : (int)kb);
}

/* Before giving up on memory or blocks: what is unreachable gives them back in
 * its finalizer. */
void pa_lua_gc_collect(lua_State *L)
{
    lua_gc(L, LUA_GCCOLLECT);
}

/* A value past a hole, or under a name, would be left out without a word: the
 * length operator stops at a border. */
const char *pa_stray_key(lua_State *L, int idx, lua_Integer n)
{
    idx = lua_absindex(L, idx);
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        int isint = 0;
        const lua_Integer k = lua_tointegerx(L, -2, &isint);
        if (lua_type(L, -2) != LUA_TNUMBER || !isint || k < 1 || k > n) {
            /* a key's own __tostring is not run: the caller may be building an
             * object whose parts such code could close */
            int t = lua_type(L, -2);
            if (t == LUA_TSTRING || t == LUA_TNUMBER)
                luaL_tolstring(L, -2, NULL);
            else
                lua_pushstring(L, lua_typename(L, t));
            lua_replace(L, -3); /* the key's text where the key was, then drop the value */
            lua_pop(L, 1);
            return lua_tostring(L, -1);
        }
        lua_pop(L, 1);
    }
    return NULL;
}

void pa_check_plain_array(lua_State *L, int idx, lua_Integer n, const char *what, const char *field)
{
    const char *key = pa_stray_key(L, idx, n);
    if (key)
        luaL_error(L, "%s: %s must be a plain array, its values at 1..%I with no holes (it also has [%s])", what,
                   field, n, key);
}

static pa_state *get_state(lua_State *L)
{
    lua_getfield(L, LUA_REGISTRYINDEX, PA_STATE_KEY);
    pa_state *st = lua_touserdata(L, -1);
    lua_pop(L, 1);
    return st;
}

static int backend_slot(const pa_backend *be) { return be == &pa_backend_cpu ? 0 : 1; }

/* Choose a backend by name; "auto" prefers CUDA when a device answers. */
static const pa_backend *resolve_backend(const char *name, pa_err *e)
{
    if (strcmp(name, "cpu") == 0)
        return &pa_backend_cpu;
#ifdef PA_HAVE_CUDA
    if (strcmp(name, "cuda") == 0) {
        if (pa_backend_cuda.probe(e) != 0)
            return NULL;
        return &pa_backend_cuda;
    }
    if (strcmp(name, "auto") == 0) {
        pa_err ignored;
        return pa_backend_cuda.probe(&ignored) == 0 ? &pa_backend_cuda : &pa_backend_cpu;
    }
#else
    if (strcmp(name, "cuda") == 0) {
        pa_fail(e, "this pabench was built without CUDA (nvcc was not found at build time)");
        return NULL;
    }
    if (strcmp(name, "auto") == 0)
        return &pa_backend_cpu;
#endif
    pa_fail(e, "unknown backend '%s' (expected one of: auto, cpu, cuda)", name);
    return NULL;
}

const pa_backend *pa_lua_backend(lua_State *L)
{
    pa_state *st = get_state(L);
    if (!st->be) {
        const char *env = getenv("PABENCH_BACKEND");
        pa_err e;
        const pa_backend *be = resolve_backend(env && *env ? env : "auto", &e);
        if (!be)
            luaL_error(L, "PABENCH_BACKEND: %s", e.msg);
        st->be = be;
    }
    return st->be;
}

int pa_lua_device(lua_State *L, const pa_backend *be, pa_device_info *info)
{
    pa_state *st = get_state(L);
    int slot = backend_slot(be);
    if (!st->have_info[slot]) {
        pa_err e;
        if (be->device(&st->info[slot], &e) != 0)
            return pa_lua_raise(L, "pa.device", &e);
        st->have_info[slot] = 1;
    }
    *info = st->info[slot];
    return 0;
}

static int l_use(lua_State *L)
{
    const char *name = backend_names[pa_check_name(L, 1, "backend", backend_names)];
    pa_err e;
    const pa_backend *be = resolve_backend(name, &e);
    if (!be)
        return pa_lua_raise(L, "pa.use", &e);
    get_state(L)->be = be;
    lua_pushstring(L, be->name);
    return 1;
}

static int l_backend(lua_State *L)
{
    lua_pushstring(L, pa_lua_backend(L)->name);
    return 1;
}

void pa_set_int(lua_State *L, const char *field, lua_Integer v)
{
    lua_pushinteger(L, v);
    lua_setfield(L, -2, field);
}

void pa_set_num(lua_State *L, const char *field, double v)
{
    lua_pushnumber(L, v);
    lua_setfield(L, -2, field);
}

void pa_set_str(lua_State *L, const char *field, const char *v)
{
    lua_pushstring(L, v);
    lua_setfield(L, -2, field);
}

void pa_push_row(lua_State *L, const void *row, pa_dtype t, size_t n)
{
    lua_createtable(L, (int)n, 0);
    for (size_t i = 0; i < n; i++) {
        lua_pushnumber(L, pa_load(row, t, i));
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
}

static int l_device(lua_State *L)
{
    const pa_backend *be = pa_lua_backend(L);
    pa_device_info d;
    pa_lua_device(L, be, &d);
    lua_createtable(L, 0, 12);
    pa_set_str(L, "name", d.name);
    pa_set_str(L, "backend", be->name);
    pa_set_int(L, "sms", d.sms);
    pa_set_int(L, "memory_bytes", (lua_Integer)d.memory_bytes);
    pa_set_int(L, "l2_bytes", (lua_Integer)d.l2_bytes);
    if (d.cc_major) {
        lua_pushfstring(L, "%d.%d", d.cc_major, d.cc_minor);
        lua_setfield(L, -2, "compute_capability");
        pa_set_int(L, "memory_clock_khz", d.memory_clock_khz);
        if (d.sm_clock_khz > 0)
            pa_set_int(L, "sm_clock_khz", d.sm_clock_khz);
        pa_set_int(L, "bus_width_bits", d.bus_width_bits);
        pa_set_num(L, "theoretical_gbps", d.theoretical_gbps);
    }
    if (d.simd)
        pa_set_str(L, "simd", d.simd);
    pa_set_str(L, "rng", pa_rng_source());
    return 1;
}

/* pa.host_memory([root]) -> what a CPU pool can still take, and what sets it */
static int l_host_memory(lua_State *L)
{
    const char *root = luaL_optstring(L, 1, "");
    pa_host_memory m;
    pa_host_memory_read(root, &m);
    lua_createtable(L, 0, 7);
    if (m.available)
        pa_set_int(L, "available_bytes", (lua_Integer)m.available);
    if (m.meminfo)
        pa_set_int(L, "meminfo_bytes", (lua_Integer)m.meminfo);
    if (m.cgroup_version) {
        pa_set_int(L, "cgroup_limit_bytes", (lua_Integer)m.cgroup_limit);
        pa_set_int(L, "cgroup_held_bytes", (lua_Integer)m.cgroup_usage);
        pa_set_int(L, "cgroup_room_bytes", (lua_Integer)m.cgroup_room);
        pa_set_int(L, "cgroup_version", m.cgroup_version);
        pa_set_str(L, "cgroup", m.cgroup);
    }
    return 1;
}

static int l_read_bandwidth(lua_State *L)
{
    const pa_backend *be = pa_lua_backend(L);
    double gbps;
    pa_err e;
    if (be->read_bandwidth(&gbps, &e) != 0)
        return pa_lua_raise(L, "pa.read_bandwidth", &e);
    lua_pushnumber(L, gbps);
    return 1;
}

/* pa._range_push(name), pa._range_pop(): the NVTX stack under pa.range
 * (lua/init.lua), which pops on an error too */
static int l_range_push(lua_State *L)
{
    pa_range_push(luaL_checkstring(L, 1));
    return 0;
}

static int l_range_pop(lua_State *L)
{
    (void)L;
    pa_range_pop();
    return 0;
}

/* pa._path_kind(path [, follow]) -> "missing", "file", "dir", "link" or "other"
 * (a FIFO, a device, a socket): plain Lua cannot lstat, and the output files
 * must know a link or a node, written through in place, from a file replaced
 * by a rename. `follow` describes what a link leads to instead. On another
 * failure: nil and the system's message. */
static int l_path_kind(lua_State *L)
{
    const char *path = luaL_checkstring(L, 1);
    struct stat st;
    if ((lua_toboolean(L, 2) ? stat(path, &st) : lstat(path, &st)) != 0) {
        if (errno != ENOENT && errno != ENOTDIR)
            return luaL_fileresult(L, 0, NULL);
        lua_pushliteral(L, "missing");
        return 1;
    }
    lua_pushstring(L, S_ISREG(st.st_mode)   ? "file"
                      : S_ISDIR(st.st_mode) ? "dir"
                      : S_ISLNK(st.st_mode) ? "link"
                                            : "other");
    return 1;
}

/* pa._copy_mode(from, to): `to` takes the permission bits of the file `from`,
 * so an output file renamed over an existing one keeps its mode (a private
 * 0600 file must not come back world-readable). true, or nil and the system's
 * message. */
static int l_copy_mode(lua_State *L)
{
    const char *from = luaL_checkstring(L, 1), *to = luaL_checkstring(L, 2);
    struct stat st;
    if (stat(from, &st) != 0 || chmod(to, st.st_mode & 07777) != 0)
        return luaL_fileresult(L, 0, NULL);
    lua_pushboolean(L, 1);
    return 1;
}

/* pa._link_target(path) -> what the link at path holds, as written (maybe
 * relative to its folder), or nil and the system's message */
static int l_link_target(lua_State *L)
{
    const char *path = luaL_checkstring(L, 1);
    char buf[4096];
    ssize_t n = readlink(path, buf, sizeof buf);
    if (n < 0 || (size_t)n == sizeof buf)
        return luaL_fileresult(L, 0, NULL);
    lua_pushlstring(L, buf, (size_t)n);
    return 1;
}

static void push_name_list(lua_State *L, const char *const names[], const char *const descriptions[])
{
    lua_newtable(L);
    for (int i = 0; names[i]; i++) {
        lua_createtable(L, 0, 2);
        pa_set_str(L, "name", names[i]);
        pa_set_str(L, "description", descriptions[i]);
        lua_rawseti(L, -2, i + 1);
    }
}

static int l_kernels(lua_State *L)
{
    push_name_list(L, pa_kernel_names, pa_kernel_descriptions);
    return 1;
}

static const char *const allocator_descriptions[] = {
    "first fit in physical order: each sequence one run of consecutive blocks (adjacency 1.0)",
    "free blocks handed out in random order, as the seed's randperm tables (adjacency ~0)",
    "a FIFO free queue aged by rounds of allocate/free churn (adjacency in between)",
    NULL,
};

static int l_allocators(lua_State *L)
{
    push_name_list(L, pa_alloc_kind_names, allocator_descriptions);
    return 1;
}

/* ---- helpers shared by the binding files ---- */

static void push_choices(lua_State *L, const char *const names[])
{
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 0; names[i]; i++) {
        if (i)
            luaL_addstring(&b, ", ");
        luaL_addstring(&b, names[i]);
    }
    luaL_pushresult(&b);
}

int pa_bad_option(lua_State *L, const char *what, const char *got, const char *const names[])
{
    push_choices(L, names);
    return luaL_error(L, "bad %s '%s' (expected one of: %s)", what, got, lua_tostring(L, -1));
}

int pa_check_name(lua_State *L, int arg, const char *what, const char *const names[])
{
    const char *name = luaL_checkstring(L, arg);
    for (int i = 0; names[i]; i++)
        if (!strcmp(names[i], name))
            return i;
    return pa_bad_option(L, what, name, names);
}

lua_Integer pa_check_index(lua_State *L, int arg, const char *what, lua_Integer lo, lua_Integer hi)
{
    const lua_Integer v = luaL_checkinteger(L, arg);
    if (v < lo || v > hi)
        return luaL_argerror(L, arg, lua_pushfstring(L, "%s must be in %I..%I (got %I)", what, lo, hi, v));
    return v;
}

static int field_type(lua_State *L, int idx, const char *field)
{
    return lua_getfield(L, idx, field);
}

lua_Integer pa_opt_integer(lua_State *L, int idx, const char *table, const char *field, lua_Integer def,
                           lua_Integer lo, lua_Integer hi)
{
    lua_Integer v;
    int t = field_type(L, idx, field);
    if (t == LUA_TNIL) {
        lua_pop(L, 1);
        if (def < 0 && lo >= 0)
            return luaL_error(L, "%s: field '%s' is required (an integer in %I..%I)", table, field, lo, hi);
        return def;
    }
    int isint = 0;
    v = lua_tointegerx(L, -1, &isint);
    if (!isint) {
        if (t == LUA_TNUMBER)
            return luaL_error(L, "%s: field '%s' must be an integer (got %s)", table, field,
                              lua_tostring(L, -1));
        return luaL_error(L, "%s: field '%s' must be an integer (got %s)", table, field, luaL_typename(L, -1));
    }
    lua_pop(L, 1);
    if (v < lo || v > hi)
        return luaL_error(L, "%s: field '%s' must be in %I..%I (got %I)", table, field, lo, hi, v);
    return v;
}

double pa_opt_number(lua_State *L, int idx, const char *table, const char *field, double def)
{
    int t = field_type(L, idx, field);
    if (t == LUA_TNIL) {
        lua_pop(L, 1);
        return def;
    }
    if (t != LUA_TNUMBER)
        return luaL_error(L, "%s: field '%s' must be a number (got %s)", table, field, luaL_typename(L, -1));
    double v = lua_tonumber(L, -1);
    lua_pop(L, 1);
    return v;
}

int pa_opt_boolean(lua_State *L, int idx, const char *table, const char *field, int def)
{
    int t = field_type(L, idx, field);
    if (t == LUA_TNIL) {
        lua_pop(L, 1);
        return def;
    }
    if (t != LUA_TBOOLEAN)
        return luaL_error(L, "%s: field '%s' must be a boolean (got %s)", table, field, luaL_typename(L, -1));
    int v = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return v;
}

int pa_opt_option(lua_State *L, int idx, const char *table, const char *field, const char *def,
                  const char *const names[])
{
    int t = field_type(L, idx, field);
    const char *s = def;
    if (t != LUA_TNIL && t != LUA_TSTRING)
        return luaL_error(L, "%s: field '%s' must be a string (got %s)", table, field, luaL_typename(L, -1));
    if (t == LUA_TSTRING)
        s = lua_tostring(L, -1);
    for (int i = 0; names[i]; i++)
        if (strcmp(names[i], s) == 0) {
            lua_pop(L, 1);
            return i;
        }
    push_choices(L, names);
    return luaL_error(L, "%s: bad %s '%s' (expected one of: %s)", table, field, s, lua_tostring(L, -1));
}

void pa_check_known_fields(lua_State *L, int idx, const char *table, const char *const known[])
{
    idx = lua_absindex(L, idx);
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        int ok = 0;
        if (lua_type(L, -1) == LUA_TSTRING) {
            const char *k = lua_tostring(L, -1);
            for (int i = 0; known[i] && !ok; i++)
                ok = strcmp(known[i], k) == 0;
        }
        if (!ok) {
            const char *k = luaL_tolstring(L, -1, NULL);
            push_choices(L, known);
            luaL_error(L, "%s: unknown field '%s' (known fields: %s)", table, k, lua_tostring(L, -1));
        }
    }
}

static int class_index(lua_State *L)
{
    /* upvalue 1: methods; upvalue 2: getter */
    lua_pushvalue(L, 2);
    if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL)
        return 1;
    lua_pop(L, 1);
    lua_CFunction getter = lua_tocfunction(L, lua_upvalueindex(2));
    if (!getter || lua_type(L, 2) != LUA_TSTRING) /* fields are named: obj[1] or obj[true] is nil */
        return 0;
    return getter(L);
}

void pa_new_class(lua_State *L, const char *name, const luaL_Reg *methods, const luaL_Reg *meta,
                  lua_CFunction getter)
{
    luaL_newmetatable(L, name);
    luaL_setfuncs(L, meta, 0);
    lua_newtable(L);
    luaL_setfuncs(L, methods, 0);
    if (getter)
        lua_pushcfunction(L, getter);
    else
        lua_pushnil(L);
    lua_pushcclosure(L, class_index, 2);
    lua_setfield(L, -2, "__index");
    lua_pop(L, 1);
}

extern int pa_load_embedded(lua_State *L); /* lua/ shipped inside the binary */

LUALIB_API int luaopen_pa(lua_State *L)
{
    pa_state *st = lua_newuserdatauv(L, sizeof *st, 0);
    memset(st, 0, sizeof *st);
    lua_setfield(L, LUA_REGISTRYINDEX, PA_STATE_KEY);

    static const luaL_Reg funcs[] = {
        {"use", l_use},         {"backend", l_backend},       {"device", l_device},
        {"kernels", l_kernels}, {"allocators", l_allocators}, {"read_bandwidth", l_read_bandwidth},
        {"host_memory", l_host_memory},
        {"plan", pa_lua_plan_shape}, {"_path_kind", l_path_kind}, {"_copy_mode", l_copy_mode},
        {"_link_target", l_link_target},
        {"_range_push", l_range_push}, {"_range_pop", l_range_pop},
        {NULL, NULL},
    };
    luaL_newlib(L, funcs);
    lua_pushstring(L, PA_VERSION);
    lua_setfield(L, -2, "version");
#ifdef PA_HAVE_CUDA
    lua_pushboolean(L, 1);
#else
    lua_pushboolean(L, 0);
#endif
    lua_setfield(L, -2, "built_with_cuda");
    /* a diagnostic build (make TRACE=1): the GPU decode kernels stamp CTA
     * timelines, written where PABENCH_TRACE says (kernels/trace.cuh) */
#ifdef PA_TRACE
    lua_pushboolean(L, 1);
#else
    lua_pushboolean(L, 0);
#endif
    lua_setfield(L, -2, "built_with_trace");
    /* a make SANITIZE=1 build (build-san/): the C core under ASan and UBSan,
     * for finding memory and UB errors, its timings meaningless. The specs ask:
     * ASan's shadow memory leaves no room for an address-space limit. */
    lua_pushboolean(L, PA_SANITIZED);
    lua_setfield(L, -2, "built_with_sanitizers");

    int (*const openers[])(lua_State *) = {pa_open_cache, pa_open_allocator, pa_open_batch, pa_open_kernel,
                                           pa_open_stats};
    for (size_t i = 0; i < sizeof openers / sizeof *openers; i++)
        openers[i](L); /* each adds its constructors to the table on top */
    pa_load_embedded(L);
    return 1;
}
