//! `canonicalize`: folds ops and applies every op's canonicalization patterns with the greedy
//! driver, then simplifies control flow (unreachable blocks, unused block arguments).
//!
//! Takes: verified IR. Gives: equivalent IR in canonical form: constants folded and uniqued at
//! the top of each function, trivially dead ops gone, each op rewritten by the patterns its
//! definition lists (`OpDef::canonicalize`). Options as upstream's: `top-down`,
//! `region-simplify`, `max-iterations`, `max-num-rewrites`, `test-convergence` (fail when the
//! iteration limit is hit), `enable-patterns`, `disable-patterns`.

use super::greedy::{apply_patterns_greedily, GreedyConfig, PatternSet, RegionSimplify};
use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::diag::Diagnostic;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "canonicalize",
    class: "Canonicalizer",
    summary: "Canonicalize operations",
    options: &[
        OptionInfo {
            name: "top-down",
            kind: OptionKind::Bool,
            default: "true",
            help: "Seed the worklist in general top-down order",
        },
        OptionInfo {
            name: "region-simplify",
            kind: OptionKind::Enum(&["disabled", "normal", "aggressive"]),
            default: "normal",
            help: "Perform control flow optimizations to the region tree",
        },
        OptionInfo {
            name: "max-iterations",
            kind: OptionKind::Int,
            default: "10",
            help: "Max. iterations between applying patterns / simplifying regions",
        },
        OptionInfo {
            name: "max-num-rewrites",
            kind: OptionKind::Int,
            default: "-1",
            help: "Max. number of pattern rewrites within an iteration",
        },
        OptionInfo {
            name: "test-convergence",
            kind: OptionKind::Bool,
            default: "false",
            help: "Fail pass on non-convergence to detect cyclic pattern",
        },
        OptionInfo {
            name: "disable-patterns",
            kind: OptionKind::List,
            default: "",
            help: "Labels of patterns that should be filtered out during application",
        },
        OptionInfo {
            name: "enable-patterns",
            kind: OptionKind::List,
            default: "",
            help: "Labels of patterns that should be used during application, all other patterns are filtered out",
        },
    ],
    create: |o: &OptionValues| {
        Box::new(Canonicalize {
            config: GreedyConfig {
                top_down: o.bool("top-down"),
                max_iterations: o.int("max-iterations"),
                max_num_rewrites: o.int("max-num-rewrites"),
                region_simplify: match o.word("region-simplify") {
                    "disabled" => RegionSimplify::Disabled,
                    "aggressive" => RegionSimplify::Aggressive,
                    _ => RegionSimplify::Normal,
                },
                fold: true,
                enable_patterns: o.list("enable-patterns"),
                disable_patterns: o.list("disable-patterns"),
            },
            test_convergence: o.bool("test-convergence"),
        })
    },
};

struct Canonicalize {
    config: GreedyConfig,
    test_convergence: bool,
}

impl Pass for Canonicalize {
    fn run(&mut self, ir: &mut Ir, op: Op, am: &mut Analyses) -> PassResult {
        let patterns = PatternSet::canonicalization(ir, &self.config);
        let converged = apply_patterns_greedily(ir, op, &patterns, &self.config).map_err(|d| vec![d])?;
        if !converged {
            // The IR is valid either way, only maybe not fully simplified: a warning, unless
            // the user asked for convergence (`test-convergence`, upstream's check for cyclic
            // patterns).
            let limit = format!("max-iterations={}", self.config.max_iterations);
            let loc = ir.loc(op);
            if self.test_convergence {
                let msg = format!("canonicalizer failed to converge within {{{limit}}} (test-convergence)");
                return Err(vec![Diagnostic::error(loc, msg)]);
            }
            let msg = format!(
                "canonicalizer stopped at its limit {{{limit}}} before converging; the IR may not be fully simplified"
            );
            let d = Diagnostic::warning(loc, msg);
            am.warn(d);
        }
        Ok(Preserved::None)
    }
}
