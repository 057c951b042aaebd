/* Block-table allocators over a pool of physical KV blocks. Pure: no Lua, no
 * device memory, deterministic for a given seed.
 *
 *   contiguous  first fit on physical order: a fresh pool gives each sequence one
 *               run of consecutive blocks (adjacency 1.0)
 *   shuffled    free blocks handed out in a random order (adjacency ~ 0), as the
 *               seed benchmark's randperm tables
 *   fragmented  a FIFO free queue (as a serving engine's block manager keeps)
 *               that has been through `churn` rounds of sequences of random
 *               lengths allocated up to `fill` of the pool and half of them freed;
 *               runs survive partly, so adjacency lies in between and falls as
 *               churn rises
 */
#ifndef PA_ALLOCATOR_H
#define PA_ALLOCATOR_H

#include <stdint.h>

#include "pa_error.h"

typedef enum pa_alloc_kind { PA_ALLOC_CONTIGUOUS = 0, PA_ALLOC_SHUFFLED, PA_ALLOC_FRAGMENTED } pa_alloc_kind;

extern const char *const pa_alloc_kind_names[]; /* NULL-terminated */

typedef struct pa_alloc_options {
    uint64_t seed;
    int churn;        /* fragmented: rounds of allocate/free before use */
    double fill;      /* fragmented: share of the pool in use at each round's peak, (0, 1] */
    int mean_blocks;  /* fragmented: mean sequence length in blocks during churn */
} pa_alloc_options;

void pa_alloc_options_default(pa_alloc_options *o);

typedef struct pa_seq {
    uint64_t owner;    /* the serial of the allocator that handed it out: never
                          reused, where a freed allocator's address may be */
    int64_t id;        /* unique within its allocator */
    int64_t tokens;
    int32_t nblocks;
    int32_t *blocks;  /* physical ids in logical order */
} pa_seq;

typedef struct pa_allocator pa_allocator;

pa_allocator *pa_allocator_new(pa_alloc_kind kind, int num_blocks, int block_size, const pa_alloc_options *o,
                               pa_err *e);
void pa_allocator_delete(pa_allocator *a);

pa_alloc_kind pa_allocator_kind(const pa_allocator *a);
int pa_allocator_block_size(const pa_allocator *a);
int pa_allocator_num_blocks(const pa_allocator *a);
int pa_allocator_free_blocks(const pa_allocator *a);
int64_t pa_blocks_for_tokens(int64_t tokens, int block_size);

/* On failure the allocator is unchanged and seq untouched. */
int pa_allocator_allocate(pa_allocator *a, int64_t tokens, pa_seq *seq, pa_err *e);
/* Returns the blocks; fails (changing nothing) if seq is not live in this allocator. */
int pa_allocator_free(pa_allocator *a, pa_seq *seq, pa_err *e);
int pa_allocator_owns(const pa_allocator *a, const pa_seq *seq);
/* Gives a sequence's blocks back to `a` where they are live there; else (the
 * allocator that handed them out was deleted first, or a is NULL) only frees
 * its block list. */
void pa_seq_release(pa_allocator *a, pa_seq *seq);

typedef struct pa_alloc_stats {
    int free, used, largest_free_run, live_sequences;
    int64_t adjacent_pairs, pairs; /* over live sequences */
    double adjacency;              /* adjacent_pairs / pairs; 1.0 when there are no pairs */
} pa_alloc_stats;

void pa_allocator_stats(const pa_allocator *a, pa_alloc_stats *s);

/* adjacency of a single list of physical ids in logical order (-1 breaks a pair) */
double pa_adjacency(const int32_t *blocks, int64_t n, int64_t *adjacent, int64_t *pairs);

#endif
