/* What the Lua binding files share: the userdata types, the current backend,
 * and small argument helpers in the manner of lauxlib. */
#ifndef PA_LUA_COMMON_H
#define PA_LUA_COMMON_H

#include <lauxlib.h>
#include <lua.h>

#include "allocator.h"
#include "backend.h"
#include "cache.h"
#include "launch.h"
#include "pa_error.h"

#define PA_VERSION "0.1.0"

#define PA_CACHE_MT "pa.cache"
#define PA_ALLOCATOR_MT "pa.allocator"
#define PA_SEQ_MT "pa.seq"
#define PA_BATCH_MT "pa.batch"
#define PA_KERNEL_MT "pa.kernel"
#define PA_OUTPUT_MT "pa.output"

typedef struct lua_cache {
    pa_cache_shape shape;
    const pa_backend *be;
    void *k, *v;     /* backend memory */
    uint64_t serial; /* which pool this is: a collected one's address can be reused */
} lua_cache;

typedef struct lua_allocator {
    pa_allocator *a;
    int num_blocks, block_size;
    pa_alloc_options opts;
} lua_allocator;

typedef struct lua_seq {
    pa_seq seq;
} lua_seq;

typedef struct lua_batch {
    pa_problem p;
    const pa_backend *be;
    int32_t *host_tables, *host_lens;
    void *tables, *lens, *query; /* backend memory */
    int64_t valid_tokens, unique_tokens;
    double bytes;                /* K+V bytes of every sequence's tokens */
    double unique_bytes;         /* of the distinct (block, slot) positions: a block named twice once */
    uint64_t seed;
    pa_seq *seqs;                /* sequences allocated for this batch, if any */
    int nseqs;
    uint64_t cache_serial;       /* the pool it was built on: the debug library can replace a uservalue */
} lua_batch;

typedef struct lua_output {
    const pa_backend *be; /* NULL: host doubles (a reference) */
    pa_dtype dtype;
    int batch, heads, head_dim;
    void *data;
    char produced_by[64];
} lua_output;

typedef struct lua_kernel {
    pa_kernel_kind kind;
    int chunk;   /* 0: the head_dim's default */
    int splits;  /* 0: auto */
    int threads; /* 0: the kernel's default */
    pa_workspace ws;
    const pa_backend *ws_be;
    void *scratch_out; /* output buffer reused by :time */
    size_t scratch_bytes;
    const pa_backend *scratch_be;
} lua_kernel;

/* raise the core's message as a Lua error, with a context prefix */
int pa_lua_raise(lua_State *L, const char *context, const pa_err *e);

/* The collector sees a pool or a batch as a few bytes of userdata; these let
 * what they hold outside Lua (memory, blocks) count. */
void pa_lua_gc_account(lua_State *L, size_t bytes);
void pa_lua_gc_collect(lua_State *L);

/* the table at idx holds keys 1..n and nothing else, else an error naming
 * what.field */
void pa_check_plain_array(lua_State *L, int idx, lua_Integer n, const char *what, const char *field);
/* the first key of the table at idx outside 1..n, as text left on the stack;
 * NULL, and nothing pushed, where there is none */
const char *pa_stray_key(lua_State *L, int idx, lua_Integer n);

const pa_backend *pa_lua_backend(lua_State *L);
int pa_lua_device(lua_State *L, const pa_backend *be, pa_device_info *info);
int pa_lua_plan_shape(lua_State *L);

/* integer field of an options table at idx: required (def < 0 means required) */
lua_Integer pa_opt_integer(lua_State *L, int idx, const char *table, const char *field, lua_Integer def,
                           lua_Integer lo, lua_Integer hi);
double pa_opt_number(lua_State *L, int idx, const char *table, const char *field, double def);
int pa_opt_boolean(lua_State *L, int idx, const char *table, const char *field, int def);
/* string enum field, like luaL_checkoption, naming the field and the choices */
int pa_opt_option(lua_State *L, int idx, const char *table, const char *field, const char *def,
                  const char *const names[]);
void pa_check_known_fields(lua_State *L, int idx, const char *table, const char *const known[]);
/* raise "bad <what> 'x' (expected one of: a, b, c)" */
int pa_bad_option(lua_State *L, const char *what, const char *got, const char *const names[]);
/* luaL_checkoption with pabench's message: the index of argument arg in names */
int pa_check_name(lua_State *L, int arg, const char *what, const char *const names[]);
/* argument arg, an integer in lo..hi, or an error naming `what` and that range */
lua_Integer pa_check_index(lua_State *L, int arg, const char *what, lua_Integer lo, lua_Integer hi);

lua_cache *pa_check_cache(lua_State *L, int idx);
lua_allocator *pa_check_allocator(lua_State *L, int idx);
lua_batch *pa_check_batch(lua_State *L, int idx);
lua_output *pa_check_output(lua_State *L, int idx);
lua_kernel *pa_check_kernel(lua_State *L, int idx);

/* t[field] = value for the table on top of the stack */
void pa_set_int(lua_State *L, const char *field, lua_Integer v);
void pa_set_num(lua_State *L, const char *field, double v);
void pa_set_str(lua_State *L, const char *field, const char *v);
/* push an array of the n values of a row stored as dtype t */
void pa_push_row(lua_State *L, const void *row, pa_dtype t, size_t n);

/* push a new output of the batch's shape on its backend */
lua_output *pa_push_output(lua_State *L, const pa_backend *be, const pa_problem *p, const char *who);
/* push a stats table from samples (microseconds) */
void pa_push_stats(lua_State *L, const double *samples, int n);

/* the method/metatable helper: __index looks in methods, then calls getter(L) */
void pa_new_class(lua_State *L, const char *name, const luaL_Reg *methods, const luaL_Reg *meta,
                  lua_CFunction getter);

int pa_open_cache(lua_State *L);
int pa_open_allocator(lua_State *L);
int pa_open_batch(lua_State *L);
int pa_open_kernel(lua_State *L);
int pa_open_stats(lua_State *L);

#endif
