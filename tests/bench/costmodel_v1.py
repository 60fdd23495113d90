#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent, pure-Python implementation of cost model version 1.

Written from the contract (shared docs/cost-model.md, sections 1 to 4) and the project's decision
rules (docs/decision-rules.md), not from the C++ engine: it is the yardstick the command line's
speed is measured against (bench_cli.py) and, through the six worked examples, a second opinion
on the contract's numbers (test_costmodel_v1.py).

    costmodel_v1.py SCENARIO.json     prints the evaluation as JSON, like `gpu-advisor-cli evaluate`

Plain Python 3, standard library only; every input of the cost model must be present in the
scenario file (the worked examples and the benchmark scenario set them all); the decision factors
take the application's defaults when left out.
"""

import json
import math
import sys

H = 730.0  # hours per month (8760 / 12)
CATEGORIES = ("cloud_compute", "cloud_storage", "cloud_egress", "cloud_overhead", "capex",
              "power", "maintenance", "staff", "colocation", "other_opex", "onprem_storage",
              "migration", "residual_credit")
FACTORS = ("utilization", "predictability", "expertise", "capital", "data_gravity")
ON_PREM_FROM = 60.0
CLOUD_UP_TO = 40.0


def tiered(volume_tb, tiers):
    """Cost of pushing volume_tb through [[upper_tb, price_per_gb], ...] (last upper None)."""
    cost = 0.0
    lower = 0.0
    for upper, price in tiers:
        top = volume_tb if upper is None else min(volume_tb, upper)
        if top > lower:
            cost += (top - lower) * 1000.0 * price
        if upper is None or volume_tb <= upper:
            break
        lower = upper
    return cost


class Model:
    """The scenario's inputs and the series every option shares."""

    def __init__(self, inputs, utilization=None):
        self.i = inputs
        w = inputs["workload"]
        self.cloud = inputs["cloud"]
        self.onprem = inputs["onprem"]
        self.migration = inputs["migration"]
        self.months = 12 * int(inputs["horizon_years"])
        self.n = int(w["gpus"])
        self.u = w["utilization"] if utilization is None else utilization
        profile = w["monthly_profile"]
        mean = sum(profile) / 12.0
        g = w["annual_growth"]
        self.demand = [self.n * H * self.u * (profile[(m - 1) % 12] / mean) *
                       (1.0 + g) ** ((m - 1) / 12.0) for m in range(1, self.months + 1)]
        pc = self.cloud["annual_price_change"]
        pe = self.onprem["electricity_annual_change"]
        self.cloud_growth = [(1.0 + pc) ** ((m - 1) / 12.0) for m in range(1, self.months + 1)]
        self.power_growth = [(1.0 + pe) ** ((m - 1) / 12.0) for m in range(1, self.months + 1)]
        self.p_od = self.cloud["on_demand_per_gpu_hour"]
        burst = self.cloud["burst_per_gpu_hour"]
        self.p_burst = self.p_od if burst is None else burst
        self.tiers = self.cloud["egress_tiers"]
        self.storage = self.cloud["storage_tb"] * 1000.0 * self.cloud["storage_per_gb_month"]
        self.egress = tiered(self.cloud["egress_tb_per_month"], self.tiers)
        self.max_util = self.onprem["max_utilization"]
        self.rate = inputs["discount_rate"]

    # -- options -------------------------------------------------------------------------
    def cloud_option(self):
        c = self.cloud
        months = self.months
        cat = {k: [0.0] * months for k in CATEGORIES}
        reserved = c["pricing"] == "reserved"
        r = self.n if c["reserved_gpus"] is None else c["reserved_gpus"]
        for m in range(months):
            d = self.demand[m]
            if reserved:
                compute = (r * H * c["reserved_per_gpu_hour"] +
                           max(0.0, d - r * H) * self.p_od * self.cloud_growth[m])
            else:
                compute = d * self.p_od * self.cloud_growth[m]
            cat["cloud_compute"][m] = compute
            cat["cloud_storage"][m] = self.storage
            cat["cloud_egress"][m] = self.egress
            cat["cloud_overhead"][m] = c["overhead_fraction"] * compute
        return self._result(cat, 0)

    def hardware(self, k):
        o = self.onprem
        return k * (o["gpu_unit_price"] + o["server_network_per_gpu"])

    def initial_capex(self, k):
        o = self.onprem
        return (self.hardware(k) + k * o["installation_per_gpu"] +
                k * o["kw_per_gpu"] * o["facility_per_kw"] + o["fixed_capex"])

    def migration_transfer(self):
        mg = self.migration
        volume = mg["data_tb"] * (1.0 - mg["stale_fraction"]) * (1.0 - mg["compression"])
        method = mg["method"]
        if method == "internet":
            return tiered(volume, self.tiers)
        if method == "snowball":
            devices = math.ceil(volume / mg["snowball_device_tb"])
            return devices * (mg["snowball_fee_per_device"] + mg["snowball_shipping_per_device"])
        return (mg["direct_connect_port_per_month"] * mg["direct_connect_months"] +
                volume * 1000.0 * mg["direct_connect_per_gb"])

    def payments(self, amount, start):
        """(month index, payment) of a capex event of `amount` in month `start` (1-based)."""
        f = self.onprem["financing"]
        mode = f["mode"]
        if mode == "cash":
            return [(start, amount)]
        if mode == "lease":
            n = int(f["lease_months"])
            each = amount * (1.0 + f["lease_premium"]) / n
            return [(start + j, each) for j in range(n)]
        n = int(f["loan_months"])
        r = f["loan_rate"] / 12.0
        each = amount / n if r == 0 else amount * r / (1.0 - (1.0 + r) ** (-n))
        return [(start + j, each) for j in range(n)]

    def fleet_option(self, k, hybrid):
        o = self.onprem
        c = self.cloud
        months = self.months
        cat = {key: [0.0] * months for key in CATEGORIES}
        go_live = int(o["lead_months"]) + 1
        hw = self.hardware(k)
        if k > 0:
            life = 12 * int(o["lifetime_years"])
            purchases = [1]
            s = 1 + life
            while s <= months:
                purchases.append(s)
                s += life
            events = [(1, self.initial_capex(k))]
            events += [(s, hw + k * o["installation_per_gpu"]) for s in purchases[1:]]
            for start, amount in events:
                for month, pay in self.payments(amount, start):
                    if month <= months:
                        cat["capex"][month - 1] += pay
            if o["count_residual_value"]:
                age = months - purchases[-1] + 1
                cat["residual_credit"][months - 1] = -hw * max(0.0, 1.0 - age / life)
            if go_live <= months:
                cat["migration"][go_live - 1] += self.migration_transfer()
        capacity = k * H * self.max_util
        hybrid_egress = tiered(self.migration["hybrid_egress_tb_per_month"], self.tiers) if hybrid else 0.0
        parallel = int(self.migration["parallel_run_months"])
        for idx in range(months):
            m = idx + 1
            d = self.demand[idx]
            if k > 0:
                cat["staff"][idx] = o["staff_per_year"] / 12.0
            if k > 0 and m >= go_live:
                served = min(d, capacity)
                burst = d - served
                busy = served / (k * H)
                cat["power"][idx] = (k * o["kw_per_gpu"] * H *
                                     (o["idle_power_fraction"] + (1.0 - o["idle_power_fraction"]) * busy) *
                                     o["pue"] * o["electricity_per_kwh"] * self.power_growth[idx])
                cat["maintenance"][idx] = o["maintenance_fraction"] * hw / 12.0
                cat["colocation"][idx] = k * o["kw_per_gpu"] * o["colocation_per_kw_month"]
                cat["other_opex"][idx] = o["other_opex_per_year"] / 12.0
                cat["onprem_storage"][idx] = c["storage_tb"] * o["storage_per_tb_month"]
                cat["cloud_egress"][idx] += hybrid_egress
                if m < go_live + parallel:
                    cat["migration"][idx] += served * self.p_od * self.cloud_growth[idx]
            else:
                burst = d
                cat["cloud_storage"][idx] = self.storage
                cat["cloud_egress"][idx] += self.egress
            compute = burst * self.p_burst * self.cloud_growth[idx]
            cat["cloud_compute"][idx] = compute
            cat["cloud_overhead"][idx] = c["overhead_fraction"] * compute
        return self._result(cat, k)

    def _result(self, cat, k):
        monthly = [sum(cat[key][m] for key in CATEGORIES) for m in range(self.months)]
        cumulative = []
        total = 0.0
        for value in monthly:
            total += value
            cumulative.append(total)
        npv = sum(v / (1.0 + self.rate) ** (m / 12.0) for m, v in enumerate(monthly))
        hours = sum(self.demand)
        return {"tco": total, "npv": npv, "cost_per_gpu_hour": total / hours,
                "onprem_gpus": k, "monthly": monthly, "cumulative": cumulative,
                "categories": {key: sum(cat[key]) for key in CATEGORIES}}

    def onprem_fleet(self):
        return self.n if self.onprem["gpus"] is None else int(self.onprem["gpus"])

    def hybrid_fleet(self):
        if self.onprem["hybrid_gpus"] is not None:
            return int(self.onprem["hybrid_gpus"])
        return int(math.floor(min(self.demand[:12]) / (H * self.max_util)))


def options(inputs, utilization=None):
    model = Model(inputs, utilization)
    return model, {"cloud": model.cloud_option(),
                   "onprem": model.fleet_option(model.onprem_fleet(), False),
                   "hybrid": model.fleet_option(model.hybrid_fleet(), True)}


def break_even_month(cloud, onprem):
    # The payback month (methodology §5): once on-premise has fallen behind (d > 0), the first
    # month with d <= 0, interpolated; never behind: 0; never caught up: None.
    previous = None
    for m, (a, b) in enumerate(zip(onprem["cumulative"], cloud["cumulative"]), start=1):
        d = a - b
        if previous is None:
            if d > 0:
                previous = d
            continue
        if d <= 0:
            return (m - 1) + previous / (previous - d)
        previous = d
    return 0.0 if previous is None else None


def break_even_utilization(inputs):
    def gap(u):
        model = Model(inputs, u)
        onprem = model.fleet_option(model.onprem_fleet(), False)
        return onprem["tco"] - model.cloud_option()["tco"]
    if gap(0.001) <= 0:
        return None, "onprem_always_cheaper"
    if gap(1.0) > 0:
        return None, "cloud_always_cheaper"
    lo, hi = 0.001, 1.0
    steps = 0
    while hi - lo >= 1e-9 and steps < 100:
        mid = (lo + hi) / 2.0
        if gap(mid) > 0:
            lo = mid
        else:
            hi = mid
        steps += 1
    return (lo + hi) / 2.0, "crossing"


def optimal_fleet(model, cloud):
    top = int(math.ceil(max(model.demand) / (H * model.max_util)))
    best_k, best = 0, cloud["npv"]
    for k in range(1, top + 1):
        npv = model.fleet_option(k, True)["npv"]
        if npv < best - 1e-9 * abs(best):
            best_k, best = k, npv
    return best_k


def clamp(x, low=0.0, high=100.0):
    return max(low, min(high, x))


def recommendation(overall):
    if overall >= ON_PREM_FROM:
        return "onprem"
    if overall <= CLOUD_UP_TO:
        return "cloud"
    return "hybrid"


# The application's defaults of the decision factors (docs/methodology.md, "Defaults"); the
# worked examples leave the factors out.
DEFAULT_FACTORS = {"expertise": "some", "capital_available": 500000.0, "data_location": "cloud",
                   "weights": {k: 0.2 for k in FACTORS}}


def decide(inputs, model, opts, u_star, kind):
    f = dict(DEFAULT_FACTORS, **inputs.get("factors", {}))
    f["weights"] = dict(DEFAULT_FACTORS["weights"], **f["weights"])
    u = inputs["workload"]["utilization"]
    if kind == "onprem_always_cheaper":
        s_util = 100.0
    elif kind == "cloud_always_cheaper":
        s_util = 0.0
    else:
        s_util = clamp(50.0 + 50.0 * (u - u_star) / 0.25)

    profile = inputs["workload"]["monthly_profile"]
    mean = sum(profile) / 12.0
    cv = math.sqrt(sum((p - mean) ** 2 for p in profile) / 12.0) / mean
    g = inputs["workload"]["annual_growth"]
    s_pred = clamp(100.0 * (1.0 - math.sqrt(cv * cv + g * g / 12.0) / 0.5))

    s_exp = {"none": 15.0, "some": 50.0, "hpc_team": 90.0}[f["expertise"]]

    capex = model.initial_capex(model.onprem_fleet())
    capital = f["capital_available"]
    if capex == 0:
        ratio = 0.0
    elif capital == 0:
        ratio = math.inf
    else:
        ratio = capex / capital
    s_cap = 100.0 if ratio <= 0.5 else 0.0 if ratio >= 1.5 else 100.0 * (1.5 - ratio)
    if inputs["onprem"]["financing"]["mode"] in ("lease", "loan"):
        s_cap = min(100.0, s_cap + 15.0)

    transfer = model.migration_transfer()
    savings = opts["cloud"]["cumulative"][11] - opts["onprem"]["cumulative"][11]
    if transfer == 0:
        gravity = 0.0
    elif savings <= 0:
        gravity = math.inf
    else:
        gravity = transfer / savings
    cloud_score = 70.0 if gravity <= 0.05 else 0.0 if gravity >= 1 else 70.0 * (1.0 - gravity) / 0.95
    s_data = {"onprem": 90.0, "cloud": cloud_score, "mixed": (90.0 + cloud_score) / 2.0}[f["data_location"]]

    scores = dict(zip(FACTORS, (s_util, s_pred, s_exp, s_cap, s_data)))
    raw = f["weights"]
    total = sum(raw[k] for k in FACTORS)
    weights = {k: raw[k] / total for k in FACTORS}
    overall = sum(weights[k] * scores[k] for k in FACTORS)
    current = recommendation(overall)
    flips = {k: flip(raw, scores, k, current) for k in FACTORS}
    return {"scores": scores, "weights": weights, "overall": overall,
            "recommendation": current, "flips": flips}


# How the recommendation changes when the overall score moves up or down from each class:
# (threshold, whether reaching it is enough, the class beyond it).
CROSSINGS = {("cloud", "up"): (CLOUD_UP_TO, False, "hybrid"),
             ("hybrid", "up"): (ON_PREM_FROM, True, "onprem"),
             ("hybrid", "down"): (CLOUD_UP_TO, True, "cloud"),
             ("onprem", "down"): (ON_PREM_FROM, False, "hybrid")}


def flip(raw, scores, factor, current):
    """How far the raw weight of `factor` must move, the others fixed, to change the
    recommendation (decision rules §3): None when no weight in [0, 1] does."""
    a = sum(raw[k] * scores[k] for k in FACTORS if k != factor)
    b = sum(raw[k] for k in FACTORS if k != factor)
    s = scores[factor]
    x0 = raw[factor]
    if b == 0:
        return None
    overall = (a + x0 * s) / (b + x0)
    found = []
    for direction in (1, -1):  # the weight up, the weight down
        # The overall heads for s as the weight grows and for A / B as it falls to 0.
        end = s if direction > 0 else a / b
        if end == overall:
            continue
        crossing = CROSSINGS.get((current, "up" if end > overall else "down"))
        if crossing is None or s == crossing[0]:
            continue
        threshold, reach, to = crossing
        x = (threshold * b - a) / (s - threshold)
        if reach:
            inside = 0.0 <= x <= 1.0
        else:
            inside = 0.0 <= x < 1.0 if direction > 0 else 0.0 < x <= 1.0
        if not inside or direction * (x - x0) < 0:
            continue
        distance = x - x0
        if distance == 0:
            distance = math.copysign(0.0, direction)
        found.append((abs(distance), -direction, {"distance": distance, "to": to}))
    return min(found, key=lambda f: (f[0], f[1]))[2] if found else None


def evaluate(scenario):
    inputs = scenario["inputs"]
    model, opts = options(inputs)
    u_star, kind = break_even_utilization(inputs)
    cloud, onprem = opts["cloud"], opts["onprem"]
    out = {
        "model_version": 1,
        "months": model.months,
        "gpu_hours": sum(model.demand),
        "options": opts,
        "break_even_month": break_even_month(cloud, onprem),
        "savings_fraction": (cloud["tco"] - onprem["tco"]) / cloud["tco"],
        "break_even_utilization": u_star,
        "break_even_utilization_kind": kind,
        "optimal_onprem_gpus": optimal_fleet(model, cloud),
    }
    out["decision"] = decide(inputs, model, opts, u_star, kind)
    return out


def main(argv):
    if len(argv) != 2:
        print("usage: costmodel_v1.py SCENARIO.json", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        scenario = json.load(f)
    json.dump(evaluate(scenario), sys.stdout, indent=4)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
