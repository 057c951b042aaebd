#!/bin/bash
# Round 5: head_dim 256 uneven batches past 16 parts only where each part holds
# 16 rounds (1024 tokens), on named batches none of it was read from, at the
# counts around the rule's and the session start's; seed 85, 16 mixed steps no
# round has drawn.
. bench/auto_steps.sh
steps_begin round5 420
steps_check
steps_named x_k1 8,16,24,32,48,62,96,123,128 --configs 1x16000+3x4000,1x40000+3x8000,1x10000+7x1000 --heads 16 --kv_heads 1 --head_dim 256
steps_named x_k8 8,12,16,19,24,28 --configs 1x20000+5x3000 --heads 32 --kv_heads 8 --head_dim 256
steps_named x_k2 8,16,24,29,48,82 --configs 2x30000+2x6000 --heads 8 --kv_heads 2 --head_dim 256
steps_named x_k4 8,12,16,19,24 --configs 2x5000+2x1000 --heads 16 --kv_heads 4 --head_dim 256
steps_drawn 85 --lengths mixed --shapes 16
steps_end
