#include "allocator.h"

#include <stdlib.h>
#include <string.h>

const char *const pa_alloc_kind_names[] = {"contiguous", "shuffled", "fragmented", NULL};

struct pa_allocator {
    uint64_t serial; /* what its sequences name as their owner */
    pa_alloc_kind kind;
    int num_blocks, block_size;
    uint8_t *used;            /* per physical block */
    int32_t *queue;           /* shuffled/fragmented: circular FIFO of free ids */
    int head, count;          /* queue head and length; count is the free total for every kind */
    int first_free;           /* contiguous: no free block below it */
    int64_t next_id;
    uint8_t *live;            /* per sequence id ever handed out */
    int64_t live_cap;
    int live_count;
    int64_t adjacent_pairs, pairs;
    uint64_t rng;
};

void pa_alloc_options_default(pa_alloc_options *o)
{
    o->seed = 1;
    o->churn = 8;
    o->fill = 0.9;
    o->mean_blocks = 32;
}

static uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int64_t rand_below(uint64_t *state, int64_t n) { return (int64_t)(splitmix64(state) % (uint64_t)n); }

int64_t pa_blocks_for_tokens(int64_t tokens, int block_size)
{
    return tokens / block_size + (tokens % block_size != 0); /* no overflow near INT64_MAX */
}

double pa_adjacency(const int32_t *blocks, int64_t n, int64_t *adjacent, int64_t *pairs)
{
    int64_t adj = 0, total = 0;
    for (int64_t i = 1; i < n; i++) {
        total++;
        if (blocks[i - 1] >= 0 && blocks[i] == blocks[i - 1] + 1)
            adj++;
    }
    if (adjacent)
        *adjacent = adj;
    if (pairs)
        *pairs = total;
    return total ? (double)adj / (double)total : 1.0;
}

static void queue_push(pa_allocator *a, int32_t id)
{
    a->queue[(a->head + a->count) % a->num_blocks] = id;
    a->count++;
}

static int32_t queue_pop(pa_allocator *a)
{
    int32_t id = a->queue[a->head];
    a->head = (a->head + 1) % a->num_blocks;
    a->count--;
    return id;
}

static int live_add(pa_allocator *a, int64_t id)
{
    if (id >= a->live_cap) {
        int64_t cap = a->live_cap ? 2 * a->live_cap : 256;
        uint8_t *p = realloc(a->live, (size_t)cap);
        if (!p)
            return -1;
        memset(p + a->live_cap, 0, (size_t)(cap - a->live_cap));
        a->live = p;
        a->live_cap = cap;
    }
    a->live[id] = 1;
    a->live_count++;
    return 0;
}

static int is_live(const pa_allocator *a, int64_t id) { return id >= 0 && id < a->live_cap && a->live[id]; }

/* contiguous: lowest run of n free blocks, else the n lowest free blocks. The
 * search starts at the lowest free block, so a batch handed out in order costs
 * the pool once, not once a sequence (2^18 one-block sequences took 30 s). */
static void take_contiguous(pa_allocator *a, int32_t n, int32_t *out)
{
    int run = 0, found = 0;
    for (int b = a->first_free; b < a->num_blocks; b++) {
        run = a->used[b] ? 0 : run + 1;
        if (run == n) {
            for (int i = 0; i < n; i++)
                out[i] = b - n + 1 + i;
            found = 1;
            break;
        }
    }
    for (int b = a->first_free, k = 0; !found && b < a->num_blocks && k < n; b++)
        if (!a->used[b])
            out[k++] = b;
    for (int i = 0; i < n; i++)
        a->used[out[i]] = 1;
    while (a->first_free < a->num_blocks && a->used[a->first_free])
        a->first_free++;
}

static int allocate_blocks(pa_allocator *a, int32_t n, int32_t *out)
{
    if (a->kind == PA_ALLOC_CONTIGUOUS) {
        take_contiguous(a, n, out);
        a->count -= n;
        return 0;
    }
    for (int i = 0; i < n; i++) {
        out[i] = queue_pop(a);
        a->used[out[i]] = 1;
    }
    return 0;
}

static void release_blocks(pa_allocator *a, const int32_t *blocks, int32_t n)
{
    for (int i = 0; i < n; i++) {
        a->used[blocks[i]] = 0;
        if (a->kind == PA_ALLOC_CONTIGUOUS) {
            a->count++;
            if (blocks[i] < a->first_free)
                a->first_free = blocks[i];
        } else
            queue_push(a, blocks[i]);
    }
}

/* Age the fragmented pool: sequences come and go the way requests do in a
 * serving engine, leaving the FIFO free queue in the order blocks came back. */
static int churn(pa_allocator *a, const pa_alloc_options *o, pa_err *e)
{
    int cap = a->num_blocks;
    int32_t *blocks = malloc(sizeof *blocks * (size_t)cap);
    int32_t *starts = malloc(sizeof *starts * (size_t)(cap + 1));
    int32_t *lens = malloc(sizeof *lens * (size_t)(cap + 1));
    int32_t *scratch = malloc(sizeof *scratch * (size_t)cap);
    if (!blocks || !starts || !lens || !scratch) {
        free(blocks), free(starts), free(lens), free(scratch);
        return pa_fail(e, "out of memory ageing a fragmented pool of %d blocks", cap);
    }
    int nseq = 0, held = 0;
    int target = (int)(o->fill * cap);
    if (target < 1)
        target = 1;
    for (int round = 0; round < o->churn; round++) {
        if (pa_interrupted()) {
            free(blocks), free(starts), free(lens), free(scratch);
            return pa_fail(e, PA_INTERRUPTED);
        }
        while (held < target) {
            /* drawn in 64 bits: twice a mean near INT32_MAX does not fit an int */
            int64_t want = 1 + (int64_t)rand_below(&a->rng, 2 * (int64_t)o->mean_blocks);
            if (want > target - held)
                want = target - held;
            starts[nseq] = held;
            lens[nseq] = (int32_t)want;
            allocate_blocks(a, (int)want, blocks + held);
            held += (int)want;
            nseq++;
        }
        /* free a random half of the sequences, in random order, compacting the rest */
        for (int i = nseq - 1; i > 0; i--) {
            int j = (int)rand_below(&a->rng, i + 1);
            int32_t ts = starts[i], tl = lens[i];
            starts[i] = starts[j], lens[i] = lens[j];
            starts[j] = ts, lens[j] = tl;
        }
        int keep = nseq / 2, kept = 0;
        for (int i = keep; i < nseq; i++)
            release_blocks(a, blocks + starts[i], lens[i]);
        for (int i = 0; i < keep; i++) {
            memcpy(scratch + kept, blocks + starts[i], sizeof *blocks * (size_t)lens[i]);
            starts[i] = kept;
            kept += lens[i];
        }
        memcpy(blocks, scratch, sizeof *blocks * (size_t)kept);
        nseq = keep;
        held = kept;
    }
    for (int i = 0; i < nseq; i++)
        release_blocks(a, blocks + starts[i], lens[i]);
    free(blocks), free(starts), free(lens), free(scratch);
    return 0;
}

pa_allocator *pa_allocator_new(pa_alloc_kind kind, int num_blocks, int block_size, const pa_alloc_options *o,
                               pa_err *e)
{
    pa_alloc_options defaults;
    if (!o) {
        pa_alloc_options_default(&defaults);
        o = &defaults;
    }
    if (num_blocks < 1) {
        pa_fail(e, "allocator needs a pool of at least one block (got %d)", num_blocks);
        return NULL;
    }
    if (o->churn < 0 || o->churn > 100000) {
        pa_fail(e, "churn must be in 0..100000 (got %d)", o->churn);
        return NULL;
    }
    if (!(o->fill > 0.0 && o->fill <= 1.0)) {
        pa_fail(e, "fill must be in (0, 1] (got %g)", o->fill);
        return NULL;
    }
    if (o->mean_blocks < 1) {
        pa_fail(e, "mean_blocks must be a positive integer (got %d)", o->mean_blocks);
        return NULL;
    }
    pa_allocator *a = calloc(1, sizeof *a);
    if (!a) {
        pa_fail(e, "out of memory");
        return NULL;
    }
    static uint64_t serials;
    a->serial = ++serials;
    a->kind = kind;
    a->num_blocks = num_blocks;
    a->block_size = block_size;
    a->rng = o->seed;
    a->used = calloc((size_t)num_blocks, 1);
    a->queue = malloc(sizeof *a->queue * (size_t)num_blocks);
    if (!a->used || !a->queue) {
        pa_allocator_delete(a);
        pa_fail(e, "out of memory for an allocator of %d blocks", num_blocks);
        return NULL;
    }
    for (int i = 0; i < num_blocks; i++)
        a->queue[i] = i;
    a->count = num_blocks;
    if (kind == PA_ALLOC_SHUFFLED) {
        for (int i = num_blocks - 1; i > 0; i--) {
            int j = (int)rand_below(&a->rng, i + 1);
            int32_t t = a->queue[i];
            a->queue[i] = a->queue[j];
            a->queue[j] = t;
        }
    } else if (kind == PA_ALLOC_FRAGMENTED) {
        if (churn(a, o, e) != 0) {
            pa_allocator_delete(a);
            return NULL;
        }
    }
    return a;
}

void pa_allocator_delete(pa_allocator *a)
{
    if (!a)
        return;
    free(a->used);
    free(a->queue);
    free(a->live);
    free(a);
}

pa_alloc_kind pa_allocator_kind(const pa_allocator *a) { return a->kind; }
int pa_allocator_block_size(const pa_allocator *a) { return a->block_size; }
int pa_allocator_num_blocks(const pa_allocator *a) { return a->num_blocks; }
int pa_allocator_free_blocks(const pa_allocator *a) { return a->count; }

int pa_allocator_allocate(pa_allocator *a, int64_t tokens, pa_seq *seq, pa_err *e)
{
    if (tokens < 1)
        return pa_fail(e, "a sequence needs at least one token (got %lld)", (long long)tokens);
    int64_t need = pa_blocks_for_tokens(tokens, a->block_size);
    if (need > a->count)
        return pa_fail(e, "%lld tokens need %lld blocks of %d; the pool has %d free of %d", (long long)tokens,
                       (long long)need, a->block_size, a->count, a->num_blocks);
    int32_t *blocks = malloc(sizeof *blocks * (size_t)need);
    if (!blocks || live_add(a, a->next_id) != 0) {
        free(blocks);
        return pa_fail(e, "out of memory allocating a sequence of %lld blocks", (long long)need);
    }
    allocate_blocks(a, (int32_t)need, blocks);
    seq->owner = a->serial;
    seq->id = a->next_id++;
    seq->tokens = tokens;
    seq->nblocks = (int32_t)need;
    seq->blocks = blocks;
    int64_t adj, pairs;
    pa_adjacency(blocks, need, &adj, &pairs);
    a->adjacent_pairs += adj;
    a->pairs += pairs;
    return 0;
}

int pa_allocator_owns(const pa_allocator *a, const pa_seq *seq)
{
    return seq->owner == a->serial && seq->blocks && is_live(a, seq->id);
}

int pa_allocator_free(pa_allocator *a, pa_seq *seq, pa_err *e)
{
    if (seq->owner != a->serial)
        return pa_fail(e, "sequence %lld belongs to another allocator", (long long)seq->id);
    if (!seq->blocks || !is_live(a, seq->id))
        return pa_fail(e, "sequence %lld was freed already", (long long)seq->id);
    a->live[seq->id] = 0;
    a->live_count--;
    int64_t adj, pairs;
    pa_adjacency(seq->blocks, seq->nblocks, &adj, &pairs);
    a->adjacent_pairs -= adj;
    a->pairs -= pairs;
    release_blocks(a, seq->blocks, seq->nblocks);
    free(seq->blocks);
    seq->blocks = NULL;
    seq->nblocks = 0;
    return 0;
}

void pa_seq_release(pa_allocator *a, pa_seq *seq)
{
    pa_err e;
    if (a && pa_allocator_owns(a, seq) && pa_allocator_free(a, seq, &e) == 0)
        return;
    free(seq->blocks);
    seq->blocks = NULL;
    seq->nblocks = 0;
}

void pa_allocator_stats(const pa_allocator *a, pa_alloc_stats *s)
{
    int run = 0, best = 0;
    for (int b = 0; b < a->num_blocks; b++) {
        run = a->used[b] ? 0 : run + 1;
        if (run > best)
            best = run;
    }
    s->free = a->count;
    s->used = a->num_blocks - a->count;
    s->largest_free_run = best;
    s->live_sequences = a->live_count;
    s->adjacent_pairs = a->adjacent_pairs;
    s->pairs = a->pairs;
    s->adjacency = a->pairs ? (double)a->adjacent_pairs / (double)a->pairs : 1.0;
}
