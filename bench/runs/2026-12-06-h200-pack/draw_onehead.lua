-- Steps a CTA a head runs by one_head_ctas (round 3): steps drawn as
-- draw_steps.lua draws them, kept where the plan runs a CTA a head by
-- one_head_ctas over sequences of at most two steps (its grouped launch
-- packed), printed as steps_named lines. With `wide`, only where the one-head
-- CTAs pass half the SMs (the rule's branch for sequences of one or two
-- steps); with `narrow`, only within it. From the repository's root:
-- build/pabench bench/runs/2026-12-06-h200-pack/draw_onehead.lua [SEED] [N] [wide|narrow]
local draw = dofile("bench/runs/2026-12-06-h200-pack/draw_steps.lua")
local seed, want, side = tonumber(arg[1]) or 2026120603, tonumber(arg[2]) or 30, arg[3]
draw.keep(seed, want, function(s, p)
  local wide = s.batch * s.heads > 66
  return draw.ran(p, {one_head_ctas = true}) and s.longest <= 32 and (side == nil or (side == "wide") == wide)
end, function(n, s, p)
  return string.format("steps_named %s 1 %s  # %s grid %d", draw.name(side == "narrow" and "on" or "o", n, s),
    draw.args(s), p.launch, p.grid)
end)
