#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent implementation of the cost model, versions 1 and 2, in plain Python.

Written from the contracts (cost-model.md for version 1, cost-model-v2.md for version 2, as
refined in docs/methodology.md), not from the C++ engine, so that the two can check each other:
the tests evaluate generated scenarios with both and compare every number to 1e-9.

It reads scenario files that set every input they use (worked examples and generated
scenarios do); the few defaults it applies are the contract's. Catalog offers are not looked
up: a version 2 file used here prices its workloads with explicit prices and lists its
multi-cloud offers inline.

    costmodel_reference.py SCENARIO.json [--no-search]   prints the evaluation as JSON
"""

import copy
import json
import math
import sys

H = 730.0
EPS = 1e-9
INF = float("inf")

CATEGORIES_V1 = ["cloud_compute", "cloud_storage", "cloud_egress", "cloud_overhead", "capex",
                 "power", "maintenance", "staff", "colocation", "other_opex", "onprem_storage",
                 "migration", "residual_credit"]
CATEGORIES_V2 = CATEGORIES_V1 + ["cross_cloud_egress", "orchestration"]


def ceil_tol(x):
    return math.ceil(x - 1e-9)


def tiered(tiers, volume_tb):
    cost = 0.0
    lower = 0.0
    for upper, price in tiers:
        if volume_tb <= lower:
            break
        upper = INF if upper is None else upper
        cost += (min(volume_tb, upper) - lower) * 1000.0 * price
        lower = upper
    return cost


def growth(rate, m):
    return (1.0 + rate) ** ((m - 1) / 12.0)


def capex_payments(fin, amount, start, months, keep_after):
    """Payments per month 1..months (index 0 = month 1); with keep_after, the payments that
    fall after the horizon are added to the last month."""
    out = [0.0] * months
    if amount == 0.0 or start > months:
        return out
    mode = fin["mode"]
    if mode == "cash":
        schedule = [(start, amount)]
    elif mode == "lease":
        n = fin["lease_months"]
        schedule = [(start + i, amount * (1.0 + fin["lease_premium"]) / n) for i in range(n)]
    else:
        n = fin["loan_months"]
        r = fin["loan_rate"] / 12.0
        pay = amount / n if r == 0.0 else amount * r / (1.0 - (1.0 + r) ** (-n))
        schedule = [(start + i, pay) for i in range(n)]
    for month, pay in schedule:
        if month <= months:
            out[month - 1] += pay
        elif keep_after:
            out[months - 1] += pay
    return out


# ---------------------------------------------------------------------------------------------
# Workloads

def busy_pattern(hours_per_day, days_per_week, start_hour):
    """busy(h) for the 168 week-hours: overlap of [h, h+1) with the busy intervals."""
    busy = [0.0] * 168
    for d in range(days_per_week):
        a = 24.0 * d + start_hour
        b = a + hours_per_day
        h = math.floor(a)
        while h < b:
            overlap = min(b, h + 1) - max(a, h)
            if overlap > 0:
                busy[h % 168] += overlap
            h += 1
    return busy


class Workload:
    pass


def normalized(profile):
    mean = sum(profile) / 12.0
    return [p / mean for p in profile]


def workloads_v1(inputs):
    w = inputs["workload"]
    c = inputs["cloud"]
    wl = Workload()
    wl.name = "Workload 1"
    wl.n = w["gpus"]
    wl.busy = [w["utilization"]] * 168
    wl.u = w["utilization"]
    wl.shiftable = True
    wl.interruptible = False
    wl.f = normalized(w["monthly_profile"])
    wl.g = w["annual_growth"]
    wl.start = 1
    wl.end = 12 * inputs["horizon_years"]
    wl.placement = "auto"
    wl.data_tb = 0.0
    wl.p_od = c["on_demand_per_gpu_hour"]
    wl.p_res = c["reserved_per_gpu_hour"]
    if c["pricing"] == "reserved":
        wl.r = c["reserved_gpus"] if c.get("reserved_gpus") is not None else w["gpus"]
    else:
        wl.r = 0
    wl.p_burst = c["burst_per_gpu_hour"] if c.get("burst_per_gpu_hour") is not None else wl.p_od
    wl.p_spot = None
    wl.sigma = 0.0
    wl.rho = 0.0
    wl.theta = 1.0
    wl.provider = "own"
    wl.gpu_model = "h100-sxm"
    return [wl]


def workloads_v2(inputs):
    out = []
    months = 12 * inputs["horizon_years"]
    top = inputs.get("cloud", {})
    for i, w in enumerate(inputs["workloads"]):
        wl = Workload()
        wl.name = w.get("name", "Workload %d" % (i + 1))
        kind = w.get("kind", "training")
        wl.n = w["gpus"]
        if "utilization" in w:
            wl.busy = [w["utilization"]] * 168
        else:
            wl.busy = busy_pattern(w.get("hours_per_day", 24), w.get("days_per_week", 7),
                                   w.get("start_hour", 0))
        wl.u = sum(wl.busy) / 168.0
        batchy = kind in ("training", "batch")
        wl.shiftable = w.get("shiftable", batchy)
        wl.interruptible = w.get("interruptible", batchy)
        wl.f = normalized(w.get("monthly_profile", [1.0] * 12))
        wl.g = w.get("annual_growth", 0.0)
        wl.start = w.get("start_month", 1)
        wl.end = w.get("end_month", months)
        wl.placement = w.get("placement", "auto")
        wl.data_tb = w.get("data_tb", 0.0)
        cl = w.get("cloud", {})

        def term(key, default=None):
            if key in cl:
                return cl[key]
            if key in top:
                return top[key]
            return default
        wl.p_od = term("on_demand_per_gpu_hour")
        wl.p_res = term("reserved_per_gpu_hour", 0.0)
        wl.r = cl.get("reserved_gpus", 0)
        wl.p_burst = term("burst_per_gpu_hour")
        if wl.p_burst is None:
            wl.p_burst = wl.p_od
        wl.p_spot = term("spot_per_gpu_hour")
        wl.sigma = cl.get("spot_fraction", 0.0)
        wl.rho = cl.get("spot_rework", 0.10)
        wl.theta = cl.get("throughput", 1.0)
        wl.provider = cl.get("provider", "own")
        wl.gpu_model = w.get("gpu_model", "h100-sxm")
        out.append(wl)
    return out


def scale(wl, m):
    if m < wl.start or m > wl.end:
        return 0.0
    return wl.f[(m - 1) % 12] * growth(wl.g, m)


def demand(wl, m, factor=1.0):
    return wl.n * H * wl.u * scale(wl, m) * factor


# ---------------------------------------------------------------------------------------------
# The model

class Model:
    def __init__(self, doc):
        self.doc = doc
        self.version = doc["version"]
        self.inputs = doc["inputs"]
        inp = self.inputs
        self.M = 12 * inp["horizon_years"]
        self.r = inp["discount_rate"]
        self.cloud = inp["cloud"]
        self.onprem = inp["onprem"]
        self.mig = inp["migration"]
        self.v1 = self.version == 1
        self.wls = workloads_v1(inp) if self.v1 else workloads_v2(inp)
        self.factor = 1.0  # demand scale (break-even utilization)
        op = self.onprem
        self.theta_o = 1.0 if self.v1 else op.get("throughput", 1.0)
        self.gain = 1.0 if self.v1 else op.get("refresh_throughput_gain", 1.0)
        self.a = op["max_utilization"]
        self.pc = [growth(self.cloud["annual_price_change"], m) for m in range(1, self.M + 1)]
        # Dated price changes (methodology §4.7): from each change's month on, × (1 + change).
        for change in self.cloud.get("price_changes", []):
            for m in range(max(1, change["month"]), self.M + 1):
                self.pc[m - 1] *= 1.0 + change["change"]
        self.pe = [growth(op["electricity_annual_change"], m) for m in range(1, self.M + 1)]
        self.disc = [1.0 / growth(self.r, m) for m in range(1, self.M + 1)]
        self.mc = inp.get("multicloud", {}) if not self.v1 else None

    def categories(self):
        return CATEGORIES_V1 if self.v1 else CATEGORIES_V2

    # -- demand -------------------------------------------------------------------------------
    def D(self, wl, m):
        return demand(wl, m, self.factor)

    def conc(self, wl, m, h):
        return wl.n * wl.busy[h] * scale(wl, m) * self.factor

    def total_demand(self):
        return sum(self.D(wl, m) for wl in self.wls for m in range(1, self.M + 1))

    # -- fleets ---------------------------------------------------------------------------------
    def default_onprem_tranches(self):
        if self.v1:
            k = self.onprem.get("gpus")
            if k is None:
                k = self.inputs["workload"]["gpus"]
            return [(1, k)]
        purchases = self.onprem.get("purchases")
        if purchases:
            return [(p["month"], p["gpus"]) for p in purchases]
        k = ceil_tol(sum(wl.n for wl in self.wls if wl.placement != "cloud") / self.theta_o)
        return [(1, k)] if k > 0 else []

    def hybrid_upper(self):
        peak = 0.0
        for m in range(1, self.M + 1):
            nonshift = max(sum(self.conc(wl, m, h) for wl in self.wls
                               if wl.placement != "cloud" and not wl.shiftable)
                           for h in range(168))
            shift = sum(self.D(wl, m) / H for wl in self.wls
                        if wl.placement != "cloud" and wl.shiftable)
            peak = max(peak, nonshift + shift)
        return ceil_tol(peak / (self.theta_o * self.a))

    def v1_baseline(self):
        k = self.onprem.get("hybrid_gpus")
        if k is not None:
            return k
        d = [self.D(self.wls[0], m) for m in range(1, min(12, self.M) + 1)]
        return int(math.floor(min(d) / (H * self.a)))

    # -- effective prices ---------------------------------------------------------------------
    @staticmethod
    def eff(wl, price):
        if wl.p_spot is None or wl.sigma == 0.0:
            return price / wl.theta
        return (wl.sigma * (1.0 + wl.rho) * wl.p_spot + (1.0 - wl.sigma) * price) / wl.theta

    # -- one option -----------------------------------------------------------------------------
    def evaluate(self, option, tranches=None):
        M = self.M
        cats = {c: [0.0] * M for c in self.categories()}
        wl_out = [{"served_onprem": [0.0] * M,
                   "cloud_hours": {"reserved": [0.0] * M, "on_demand": [0.0] * M,
                                   "spot": [0.0] * M}} for _ in self.wls]
        violations = []
        fleet_series = [0] * M
        result = {}
        cloud = self.cloud
        storage_cloud = cloud["storage_tb"] * 1000.0 * cloud["storage_per_gb_month"]
        egress = tiered(cloud["egress_tiers"], cloud["egress_tb_per_month"])
        if option in ("cloud", "multicloud"):
            by_provider = [dict() for _ in self.wls]
            cap_relaxed = False
            for m in range(1, M + 1):
                i = m - 1
                compute = 0.0
                for wi, wl in enumerate(self.wls):
                    active = wl.start <= m <= wl.end
                    d = self.D(wl, m)
                    if wl.placement == "onprem" and d > 0:
                        violations.append((wi, m, d))
                    X = d / wl.theta
                    res_cost = wl.r * H * wl.p_res if active else 0.0
                    covered = min(X, wl.r * H) if active else 0.0
                    compute += res_cost
                    wl_out[wi]["cloud_hours"]["reserved"][i] += covered
                    rest = X - covered
                    if option == "cloud":
                        compute += self.cloud_rest(wl, rest, wl.p_od, i, wl_out[wi], wl.theta)
                    else:
                        c, relaxed = self.multicloud_rest(wl, d, covered, i, wl_out[wi],
                                                          by_provider[wi])
                        compute += c
                        cap_relaxed = cap_relaxed or relaxed
                cats["cloud_compute"][i] += compute
                cats["cloud_storage"][i] += storage_cloud
                cats["cloud_egress"][i] += egress
                cats["cloud_overhead"][i] += cloud["overhead_fraction"] * compute
                if option == "multicloud":
                    # Multi-cloud's own costs (methodology §17.4): the data copied to the
                    # providers beyond each workload's own, priced with the stated monthly
                    # volume at the egress tiers; orchestration stated, or one engineer a year
                    # per such provider in use this month.
                    mc = self.mc
                    copied = mc.get("cross_cloud_tb_per_month", 0.0)
                    extra = set()
                    sync = mc.get("data_sync_fraction_per_month", 0.10)
                    for wi, wl in enumerate(self.wls):
                        for name, series in by_provider[wi].items():
                            if name == wl.provider or series[i] <= 0.0:
                                continue
                            first = all(series[j] <= 0.0 for j in range(i))
                            copied += wl.data_tb * (1.0 if first else sync)
                            extra.add(name)
                    cats["cross_cloud_egress"][i] += tiered(cloud["egress_tiers"], copied)
                    stated = mc.get("orchestration_per_year")
                    per_provider = 150000.0 if self.doc.get("currency", "USD") == "USD" \
                        else 150000.0 / 1.16
                    cats["orchestration"][i] += (stated if stated is not None
                                                 else per_provider * len(extra)) / 12.0
            if option == "multicloud":
                for wi in range(len(self.wls)):
                    wl_out[wi]["cloud_hours"]["by_provider"] = by_provider[wi]
                result["cap_relaxed"] = cap_relaxed
        else:
            self.evaluate_fleet(option, tranches, cats, wl_out, violations, fleet_series)
        monthly = [sum(cats[c][i] for c in cats) for i in range(M)]
        cum = []
        run = 0.0
        for v in monthly:
            run += v
            cum.append(run)
        tco = run
        npv = sum(monthly[i] * self.disc[i] for i in range(M))
        total = self.total_demand()
        result.update({
            "tco": tco, "npv": npv,
            "cost_per_gpu_hour": tco / total if total > 0 else 0.0,
            "onprem_gpus": sum(k for _, k in tranches) if tranches else 0,
            "monthly": monthly, "cumulative": cum,
            "categories": {c: sum(cats[c]) for c in cats},
        })
        if not self.v1:
            result["fleet_gpus"] = fleet_series
            result["workloads"] = wl_out
            result["placement_violations"] = [
                {"workload": wi, "month": m, "gpu_hours": v} for wi, m, v in violations]
        return result

    def cloud_rest(self, wl, rest, price, i, out, theta):
        """Cost of `rest` own GPU-hours after reservations: spot share and on demand / burst."""
        pc = self.pc[i]
        if wl.p_spot is not None and wl.sigma > 0.0:
            spot_hours = wl.sigma * rest * (1.0 + wl.rho)
            od_hours = (1.0 - wl.sigma) * rest
            out["cloud_hours"]["spot"][i] += spot_hours
            out["cloud_hours"]["on_demand"][i] += od_hours
            return spot_hours * wl.p_spot * pc + od_hours * price * pc
        out["cloud_hours"]["on_demand"][i] += rest
        return rest * price * pc

    def multicloud_rest(self, wl, d, covered_own, i, out, by_provider):
        """Spreads a workload's month of cloud reference GPU-hours `d` over providers; the
        own provider already carries `covered_own` reserved own GPU-hours. Returns the cost of
        the hours beyond the reservation and whether the share cap had to be relaxed."""
        mc = self.mc
        cap = mc.get("max_share_per_provider", 0.6)
        allowed = mc.get("providers")
        own = wl.provider
        # (effective price, tie order, provider, on-demand, spot, throughput, is own terms)
        candidates = []
        if allowed is None or own in allowed:
            candidates.append((self.eff(wl, wl.p_od), 0, own, wl.p_od, wl.p_spot, wl.theta,
                               True))
        best = {}
        for order, off in enumerate(mc.get("offers", []), start=1):
            prov = off["provider"]
            if prov == own or off["gpu_model"] != wl.gpu_model:
                continue
            if allowed is not None and prov not in allowed:
                continue
            theta = off.get("throughput", 1.0)
            p_spot = off.get("spot_per_gpu_hour")
            p_od = off["on_demand_per_gpu_hour"]
            if p_spot is None or wl.sigma == 0.0:
                e = p_od / theta
            else:
                e = (wl.sigma * (1.0 + wl.rho) * p_spot + (1.0 - wl.sigma) * p_od) / theta
            if prov not in best or e < best[prov][0]:
                best[prov] = (e, order, prov, p_od, p_spot, theta, False)
        candidates.extend(best.values())
        if not candidates:
            candidates = [(self.eff(wl, wl.p_od), 0, own, wl.p_od, wl.p_spot, wl.theta, True)]
        candidates.sort(key=lambda c: (c[0], c[1]))
        own_ref = covered_own * wl.theta
        alloc = {c[2]: 0.0 for c in candidates}
        alloc[own] = alloc.get(own, 0.0) + own_ref
        left = d - own_ref
        for c in candidates:
            if left <= 0.0:
                break
            take = min(max(0.0, cap * d - alloc[c[2]]), left)
            alloc[c[2]] += take
            left -= take
        relaxed = False
        if left > 1e-12 * max(1.0, d):
            relaxed = True
            alloc[candidates[0][2]] += left
        cost = 0.0
        pc = self.pc[i]
        if covered_own > 0.0:
            series = by_provider.setdefault(own, [0.0] * self.M)
            series[i] += covered_own
        for _, _, name, p_od, p_spot, theta, is_own in candidates:
            ref = alloc[name] - (own_ref if is_own else 0.0)
            if ref <= 0.0:
                continue
            X = ref / theta
            if p_spot is not None and wl.sigma > 0.0:
                sp = wl.sigma * X * (1.0 + wl.rho)
                od = (1.0 - wl.sigma) * X
                cost += sp * p_spot * pc
            else:
                sp = 0.0
                od = X
            cost += od * p_od * pc
            out["cloud_hours"]["spot"][i] += sp
            out["cloud_hours"]["on_demand"][i] += od
            series = by_provider.setdefault(name, [0.0] * self.M)
            series[i] += sp + od
        return cost, relaxed

    def evaluate_fleet(self, option, tranches, cats, wl_out, violations, fleet_series):
        M = self.M
        op = self.onprem
        cloud = self.cloud
        mig = self.mig
        fin = op["financing"]
        L = 12 * op["lifetime_years"]
        lead = op["lead_months"]
        unit = op["gpu_unit_price"] + op["server_network_per_gpu"]
        has_fleet = bool(tranches) and sum(k for _, k in tranches) > 0
        tranches = [(s, k) for s, k in (tranches or []) if k > 0]
        storage_cloud = cloud["storage_tb"] * 1000.0 * cloud["storage_per_gb_month"]
        egress = tiered(cloud["egress_tiers"], cloud["egress_tb_per_month"])
        keep_after = not self.v1

        def count_at(s, k, m):
            """GPUs of a tranche bought at s in month m (after j refreshes) and their
            throughput; 0 before its purchase."""
            if m < s:
                return 0, 0.0
            j = (m - s) // L
            kj = k if self.gain == 1.0 else ceil_tol(k / self.gain ** j)
            return kj, self.theta_o * self.gain ** j

        capex = [0.0] * M
        if has_fleet:
            first_idx = min(range(len(tranches)), key=lambda t: (tranches[t][0], t))
            for idx, (s, k) in enumerate(tranches):
                amount = k * unit + k * op["installation_per_gpu"] + \
                    k * op["kw_per_gpu"] * op["facility_per_kw"]
                if idx == first_idx:
                    amount += op["fixed_capex"]
                pay = capex_payments(fin, amount, s, M, keep_after)
                for i in range(M):
                    capex[i] += pay[i]
                j = 1
                while s + j * L <= M:
                    kj = k if self.gain == 1.0 else ceil_tol(k / self.gain ** j)
                    pay = capex_payments(fin, kj * (unit + op["installation_per_gpu"]),
                                         s + j * L, M, keep_after)
                    for i in range(M):
                        capex[i] += pay[i]
                    j += 1
        go_lives = [s + lead for s, _ in tranches]
        G = min(go_lives) if has_fleet else None
        first_purchase = min(s for s, _ in tranches) if has_fleet else None
        if self.v1:
            volume = mig["data_tb"]
        else:
            volume = mig["data_tb"] + sum(wl.data_tb for wl in self.wls
                                          if wl.placement != "cloud")
        volume *= (1.0 - mig["stale_fraction"]) * (1.0 - mig["compression"])
        method = mig["method"]
        if method == "internet":
            transfer = tiered(cloud["egress_tiers"], volume)
        elif method == "snowball":
            dev = volume / mig["snowball_device_tb"]
            n = math.ceil(dev) if self.v1 else ceil_tol(dev)
            transfer = n * (mig["snowball_fee_per_device"] + mig["snowball_shipping_per_device"])
        else:
            transfer = mig["direct_connect_port_per_month"] * mig["direct_connect_months"] + \
                volume * 1000.0 * mig["direct_connect_per_gb"]
        hybrid_egress = tiered(cloud["egress_tiers"], mig["hybrid_egress_tb_per_month"]) \
            if option == "hybrid" else 0.0
        scaling = None if self.v1 else op.get("staff_scaling")

        # Service order: placement onprem first, then auto; by descending effective burst
        # price; ties in file order.
        order = [wi for wi, wl in enumerate(self.wls) if wl.placement != "cloud"]
        order.sort(key=lambda wi: (0 if self.wls[wi].placement == "onprem" else 1,
                                   -self.eff(self.wls[wi], self.wls[wi].p_burst), wi))
        for m in range(1, M + 1):
            i = m - 1
            live = 0
            capacity = 0.0  # reference GPUs per hour (before max utilization)
            hw_live = 0.0
            owned = 0
            for s, k in tranches:
                kj, th = count_at(s, k, m)
                owned += kj
                if m >= s + lead:
                    live += kj
                    capacity += kj * th
                    hw_live += kj * unit
            fleet_series[i] = live
            A = capacity * self.a
            served = [0.0] * len(self.wls)
            if has_fleet and m >= G and live > 0:
                left = [A] * 168
                Y = 0.0
                for wi in order:
                    wl = self.wls[wi]
                    if wl.shiftable:
                        x = min(self.D(wl, m) * 168.0 / H, sum(left) - Y)
                        x = max(0.0, x)
                        Y += x
                        served[wi] = x * H / 168.0
                    else:
                        t = [min(self.conc(wl, m, h), left[h]) for h in range(168)]
                        F = sum(left) - Y
                        st = sum(t)
                        if st > F:
                            t = [v * F / st for v in t] if st > 0 else t
                        for h in range(168):
                            left[h] -= t[h]
                        served[wi] = H / 168.0 * sum(t)
            if has_fleet and m >= first_purchase:
                staff = op["staff_per_year"] / 12.0
                if scaling:
                    fte = max(scaling.get("min_fte", 0.0), owned / scaling["gpus_per_fte"])
                    staff += fte * scaling["cost_per_fte_year"] / 12.0
                    if m == first_purchase:
                        staff += scaling.get("onboarding_one_off", 0.0)
                cats["staff"][i] += staff
            if has_fleet:
                cats["capex"][i] += capex[i]
            compute = 0.0
            for wi, wl in enumerate(self.wls):
                d = self.D(wl, m)
                burst = d - served[wi]
                wl_out[wi]["served_onprem"][i] = served[wi]
                if wl.placement == "onprem" and burst > 1e-9 * max(1.0, d):
                    violations.append((wi, m, burst))
                compute += self.cloud_rest(wl, burst / wl.theta, wl.p_burst, i, wl_out[wi],
                                           wl.theta)
            if has_fleet and m >= G:
                total_served = sum(served)
                b = total_served / (H * capacity) if capacity > 0 else 0.0
                cats["power"][i] += live * op["kw_per_gpu"] * H * (
                    op["idle_power_fraction"] + (1.0 - op["idle_power_fraction"]) * b) * \
                    op["pue"] * op["electricity_per_kwh"] * self.pe[i]
                cats["maintenance"][i] += op["maintenance_fraction"] * hw_live / 12.0
                cats["colocation"][i] += live * op["kw_per_gpu"] * op["colocation_per_kw_month"]
                cats["other_opex"][i] += op["other_opex_per_year"] / 12.0
                cats["onprem_storage"][i] += cloud["storage_tb"] * op["storage_per_tb_month"]
                cats["cloud_egress"][i] += hybrid_egress
                if m == G:
                    cats["migration"][i] += transfer
                if m < G + mig["parallel_run_months"]:
                    cats["migration"][i] += sum(served[wi] / wl.theta * wl.p_od * self.pc[i]
                                                for wi, wl in enumerate(self.wls))
            else:
                cats["cloud_storage"][i] += storage_cloud
                cats["cloud_egress"][i] += egress
            cats["cloud_compute"][i] += compute
            cats["cloud_overhead"][i] += cloud["overhead_fraction"] * compute
            if m == M and has_fleet and op["count_residual_value"]:
                credit = 0.0
                for s, k in tranches:
                    last = s + ((M - s) // L) * L
                    kj, _ = count_at(s, k, M)
                    age = M - last + 1
                    credit += kj * unit * max(0.0, 1.0 - age / L)
                cats["residual_credit"][i] -= credit

    # -- across options -----------------------------------------------------------------------
    def options(self):
        return ["cloud", "onprem", "hybrid"] if self.v1 else \
            ["cloud", "multicloud", "onprem", "hybrid"]

    def hybrid_tranches(self, search=True):
        if self.v1:
            return [(1, self.v1_baseline())]
        purchases = self.inputs.get("hybrid", {}).get("purchases")
        if purchases:
            return [(p["month"], p["gpus"]) for p in purchases]
        return [(1, self.hybrid_search())] if search else [(1, 0)]

    def hybrid_search(self):
        best_k = 0
        best = self.evaluate("hybrid", [])["npv"]
        for k in range(1, self.hybrid_upper() + 1):
            npv = self.evaluate("hybrid", [(1, k)])["npv"]
            if npv < best - 1e-9 * abs(best):
                best, best_k = npv, k
        return best_k

    def v1_optimal(self):
        peak = max(self.D(self.wls[0], m) for m in range(1, self.M + 1))
        upper = math.ceil(peak / (H * self.a))
        best = self.evaluate("cloud")["npv"]
        best_k = 0
        for k in range(1, upper + 1):
            npv = self.evaluate("hybrid", [(1, k)])["npv"]
            if npv < best - 1e-9 * abs(best):
                best, best_k = npv, k
        return best_k

    def tco_gap_at(self, level):
        """tco_onprem − tco_cloud with demand scaled so that the mean utilization is `level`."""
        ubar = self.mean_utilization()
        saved = self.factor
        self.factor = level / ubar
        tranches = self.default_onprem_tranches()
        gap = self.evaluate("onprem", tranches)["tco"] - self.evaluate("cloud")["tco"]
        self.factor = saved
        return gap

    def mean_utilization(self):
        num = 0.0
        den = 0.0
        for wl in self.wls:
            d = sum(demand(wl, m) for m in range(1, self.M + 1))
            num += wl.u * d
            den += d
        return num / den if den > 0 else 0.0

    def hours_per_day_form(self):
        """Methodology §12.8: version 2, every workload given as the same hours a day."""
        if self.v1:
            return None
        wls = self.inputs["workloads"]
        first = wls[0]
        for w in wls:
            if w.get("utilization") is not None or \
                    w.get("hours_per_day", 24) != first.get("hours_per_day", 24) or \
                    w.get("days_per_week", 7) != first.get("days_per_week", 7):
                return None
        return first.get("hours_per_day", 24)

    def at_hours(self, hours):
        doc = copy.deepcopy(self.doc)
        for w in doc["inputs"]["workloads"]:
            w["hours_per_day"] = hours
        return Model(doc)

    def break_even_hours(self):
        """Bisection over the hours a day in [0.024, 24], the fleet the scenario's own."""
        tranches = self.default_onprem_tranches()

        def gap(hours):
            moved = self.at_hours(hours)
            return moved.evaluate("onprem", tranches)["tco"] - moved.evaluate("cloud")["tco"]
        if gap(0.024) <= 0.0:
            return None, "onprem_always_cheaper", None
        if gap(24.0) > 0.0:
            return None, "cloud_always_cheaper", None
        lo, hi = 0.024, 24.0
        step = 0
        while step < 100 and hi - lo >= 1e-9:
            mid = 0.5 * (lo + hi)
            if gap(mid) > 0.0:
                lo = mid
            else:
                hi = mid
            step += 1
        hours = 0.5 * (lo + hi)
        return self.at_hours(hours).mean_utilization(), "crossing", hours

    def break_even_utilization(self):
        if self.tco_gap_at(0.001) <= 0.0:
            return None, "onprem_always_cheaper"
        if self.tco_gap_at(1.0) > 0.0:
            return None, "cloud_always_cheaper"
        lo, hi = 0.001, 1.0
        step = 0
        while step < 100 and hi - lo >= 1e-9:
            mid = 0.5 * (lo + hi)
            if self.tco_gap_at(mid) > 0.0:
                lo = mid
            else:
                hi = mid
            step += 1
        return 0.5 * (lo + hi), "crossing"


def break_even_month(cum_cloud, cum_other):
    """Payback month (cost-model-v2 §7.1): after the option first falls behind the cloud
    (d > 0), the first month with d <= 0, interpolated; never behind: 0; never back: None."""
    prev = None
    for i in range(min(len(cum_cloud), len(cum_other))):
        d = cum_other[i] - cum_cloud[i]
        if prev is None:
            if d > 0.0:
                prev = d
            continue
        if d <= 0.0:
            return i + prev / (prev - d)
        prev = d
    return 0.0 if prev is None else None


def evaluate(doc, search=True):
    model = Model(doc)
    out = {"model_version": 1 if model.v1 else 2, "months": model.M,
           "gpu_hours": model.total_demand(), "options": {}}
    for name in model.options():
        if name in ("cloud", "multicloud"):
            out["options"][name] = model.evaluate(name)
        elif name == "onprem":
            out["options"][name] = model.evaluate(name, model.default_onprem_tranches())
        else:
            out["options"][name] = model.evaluate(name, model.hybrid_tranches(search))
    cloud = out["options"]["cloud"]
    for name, res in out["options"].items():
        if not model.v1:
            res["break_even_month"] = break_even_month(cloud["cumulative"], res["cumulative"])
            res["savings_fraction"] = (cloud["tco"] - res["tco"]) / cloud["tco"] \
                if cloud["tco"] != 0 else 0.0
    onprem = out["options"]["onprem"]
    out["break_even_month"] = break_even_month(cloud["cumulative"], onprem["cumulative"])
    out["savings_fraction"] = (cloud["tco"] - onprem["tco"]) / cloud["tco"] \
        if cloud["tco"] != 0 else 0.0
    if search:
        if model.hours_per_day_form() is not None:
            value, kind, hours = model.break_even_hours()
            out["break_even_hours_per_day"] = hours
        else:
            value, kind = model.break_even_utilization()
        out["break_even_utilization"] = value
        out["break_even_utilization_kind"] = kind
        if model.v1:
            out["optimal_onprem_gpus"] = model.v1_optimal()
        else:
            out["optimal_onprem_gpus"] = out["options"]["hybrid"]["onprem_gpus"] \
                if not doc["inputs"].get("hybrid", {}).get("purchases") else model.hybrid_search()
    return out


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        doc = json.load(f)
    print(json.dumps(evaluate(doc, search="--no-search" not in argv), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
