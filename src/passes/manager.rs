//! The pass manager: named passes with options, nested on ops by their names (MLIR's
//! `OpPassManager`), cached analyses, and what runs around each pass (verification, IR
//! printing, timing).
//!
//! A `PassManager` is built from a textual `Pipeline`: each pass name is looked up in
//! `passes::REGISTRY` and its options checked against the pass's option table. Running it on
//! the top op runs each element in order: a pass runs on the op the (nested) pipeline is
//! anchored on; a nested pipeline `func.func(...)` runs, for each op of that name directly
//! inside the current op's regions (`any(...)`: every such op), all of its elements on that op
//! before moving on to the next op, as MLIR does.
//!
//! After a pass, the op it ran on is verified (unless `verify_each` is off): a pass whose
//! output does not verify is an internal compiler error, reported with the pass's name and
//! the failing op's location. Analyses computed through `Analyses` are cached per op and
//! dropped after a pass unless it says it preserved them.

use super::pipeline::{Element, PassSpec, Pipeline};
use crate::diag::Diagnostic;
use crate::ir::fxhash::FxHashMap;
use crate::ir::*;
use std::any::{Any, TypeId};
use std::time::{Duration, Instant};

/// What a pass left intact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Preserved {
    /// Nothing changed: every analysis still holds.
    All,
    /// These analyses still hold.
    Some(Vec<TypeId>),
    None,
}

impl Preserved {
    pub fn of<A: Any>() -> Preserved {
        Preserved::Some(vec![TypeId::of::<A>()])
    }
    fn keeps(&self, t: TypeId) -> bool {
        match self {
            Preserved::All => true,
            Preserved::Some(v) => v.contains(&t),
            Preserved::None => false,
        }
    }
}

/// How a pass ends: what it preserved, or the diagnostics of the user errors it found (e.g.
/// an op a lowering cannot handle). Broken IR is not a user error: it is caught after the pass.
pub type PassResult = Result<Preserved, Vec<Diagnostic>>;

/// A pass instance, created from its options.
pub trait Pass {
    fn run(&mut self, ir: &mut Ir, op: Op, am: &mut Analyses) -> PassResult;
}

/// An analysis that `Analyses` can compute and cache for an op.
pub trait Analysis: Any {
    fn compute(ir: &Ir, op: Op) -> Self;
}

impl Analysis for dominance::DominanceInfo {
    fn compute(_: &Ir, _: Op) -> Self {
        dominance::DominanceInfo::new()
    }
}

impl Analysis for dominance::PostDominanceInfo {
    fn compute(_: &Ir, _: Op) -> Self {
        dominance::PostDominanceInfo::new()
    }
}

impl Analysis for symbols::SymbolTable {
    fn compute(ir: &Ir, op: Op) -> Self {
        symbols::SymbolTable::new(ir, op)
    }
}

/// Analyses cached per op.
#[derive(Default)]
pub struct Analyses {
    cache: FxHashMap<(Op, TypeId), Box<dyn Any>>,
    warnings: Vec<Diagnostic>,
    stats: Vec<Statistic>,
}

/// A count a pass reports for a function (`--stats`): e.g. the writes one-shot-bufferize did
/// in place in `@f`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistic {
    pub function: String,
    pub name: &'static str,
    pub value: u64,
}

impl Analyses {
    /// Adds `value` to the statistic `name` of `function`.
    pub fn stat(&mut self, function: &str, name: &'static str, value: u64) {
        match self.stats.iter_mut().find(|s| s.function == function && s.name == name) {
            Some(s) => s.value += value,
            None => self.stats.push(Statistic { function: function.to_string(), name, value }),
        }
    }
    /// Reports a warning: a pass that succeeds but wants the user to know something (the
    /// greedy driver's iteration limit). The driver prints it; the compilation goes on.
    pub fn warn(&mut self, d: Diagnostic) {
        self.warnings.push(Diagnostic { severity: crate::diag::Severity::Warning, ..d });
    }
    /// The analysis `A` of `op`, computed on first request.
    pub fn get<A: Analysis>(&mut self, ir: &Ir, op: Op) -> &mut A {
        self.cache
            .entry((op, TypeId::of::<A>()))
            .or_insert_with(|| Box::new(A::compute(ir, op)))
            .downcast_mut::<A>()
            .expect("analysis of the right type")
    }
    /// Whether `A` is cached for `op`.
    pub fn is_cached<A: Analysis>(&self, op: Op) -> bool {
        self.cache.contains_key(&(op, TypeId::of::<A>()))
    }
    /// Drops what a pass on `op` may have invalidated: `op`'s analyses and those of the ops
    /// inside it, except the preserved ones.
    fn invalidate(&mut self, ir: &Ir, op: Op, preserved: &Preserved) {
        if *preserved == Preserved::All {
            return;
        }
        self.cache.retain(|&(o, t), _| preserved.keeps(t) || !(ir.is_erased(o) || ir.is_ancestor(op, o)));
    }
}

/// An option a pass accepts.
pub struct OptionInfo {
    pub name: &'static str,
    pub kind: OptionKind,
    /// The default value, as text.
    pub default: &'static str,
    pub help: &'static str,
}

#[derive(Clone, Copy)]
pub enum OptionKind {
    Bool,
    Int,
    /// One of these words.
    Enum(&'static [&'static str]),
    /// A comma-separated list of words.
    List,
}

/// A pass's options, checked and with defaults filled in.
#[derive(Clone, Debug, Default)]
pub struct OptionValues {
    values: Vec<(&'static str, String)>,
}

impl OptionValues {
    fn raw(&self, name: &str) -> &str {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v.as_str()).unwrap_or("")
    }
    pub fn bool(&self, name: &str) -> bool {
        matches!(self.raw(name), "true" | "1" | "")
    }
    pub fn int(&self, name: &str) -> i64 {
        self.raw(name).parse().unwrap_or(0)
    }
    pub fn word(&self, name: &str) -> &str {
        self.raw(name)
    }
    pub fn list(&self, name: &str) -> Vec<String> {
        self.raw(name).split(',').map(|s| s.trim()).filter(|s| !s.is_empty()).map(String::from).collect()
    }
}

/// A registered pass: its name as upstream spells it, the class name upstream's IR dumps show,
/// a one-line summary, its options, and how to make one.
pub struct PassInfo {
    pub name: &'static str,
    pub class: &'static str,
    pub summary: &'static str,
    pub options: &'static [OptionInfo],
    pub create: fn(&OptionValues) -> Box<dyn Pass>,
}

impl PassInfo {
    /// Checks `spec`'s options and fills in defaults.
    pub fn options_for(&self, spec: &PassSpec) -> Result<OptionValues, String> {
        let mut values: Vec<(&'static str, String)> =
            self.options.iter().map(|o| (o.name, o.default.to_string())).collect();
        for (k, v) in &spec.options {
            let Some(info) = self.options.iter().find(|o| o.name == k) else {
                let known: Vec<&str> = self.options.iter().map(|o| o.name).collect();
                let hint = if known.is_empty() {
                    format!("'{}' takes no options", self.name)
                } else {
                    format!("options of '{}': {}", self.name, known.join(", "))
                };
                return Err(format!("no such option '{k}' for pass '{}' ({hint})", self.name));
            };
            let v = v.clone().unwrap_or_else(|| {
                if matches!(info.kind, OptionKind::Bool) {
                    "true".into()
                } else {
                    String::new()
                }
            });
            let ok = match info.kind {
                OptionKind::Bool => matches!(v.as_str(), "true" | "false" | "1" | "0"),
                OptionKind::Int => v.parse::<i64>().is_ok(),
                OptionKind::Enum(words) => words.contains(&v.as_str()),
                OptionKind::List => true,
            };
            if !ok {
                let expected = match info.kind {
                    OptionKind::Bool => "true or false".to_string(),
                    OptionKind::Int => "an integer".to_string(),
                    OptionKind::Enum(words) => format!("one of {}", words.join(", ")),
                    OptionKind::List => String::new(),
                };
                return Err(format!(
                    "invalid value '{v}' for option '{k}' of pass '{}' (expected {expected})",
                    self.name
                ));
            }
            if let Some(slot) = values.iter_mut().find(|(n, _)| *n == info.name) {
                slot.1 = v;
            }
        }
        Ok(OptionValues { values })
    }
}

/// What runs around the passes: verification, IR printing, timing.
#[derive(Clone, Debug, Default)]
pub struct Instrumentation {
    pub verify_each: bool,
    pub print_before_all: bool,
    pub print_after_all: bool,
    pub print_before: Vec<String>,
    pub print_after: Vec<String>,
    /// Print IR in the generic form, with locations.
    pub print_generic: bool,
    pub print_debug_info: bool,
    /// `--time-passes`: a line per pass run as it ends.
    pub time_each: bool,
    /// `--mlir-timing`: a report at the end.
    pub timing_report: bool,
}

enum Step {
    Pass { info: &'static PassInfo, pass: Box<dyn Pass> },
    Nested(OpPassManager),
}

/// Passes anchored on one op name (`any`: every op).
pub struct OpPassManager {
    anchor: String,
    steps: Vec<Step>,
}

/// Why a pipeline stopped.
pub enum Failure {
    /// The pass reported errors in the input.
    Diagnostics(Vec<Diagnostic>),
    /// A compiler bug: the IR after a pass does not verify. The first diagnostic names the
    /// pass; the rest are the verifier's.
    Internal(Vec<Diagnostic>),
}

/// The whole pipeline with its instrumentation.
pub struct PassManager {
    root: OpPassManager,
    pub instrumentation: Instrumentation,
    analyses: Analyses,
    /// Time per pass name (and count of runs), for the report.
    timings: Vec<(String, Duration, u32)>,
}

/// An error in a pipeline's text or passes, with the offset in the text it refers to.
#[derive(Debug)]
pub struct PipelineError {
    pub pos: usize,
    pub msg: String,
}

impl PassManager {
    /// Builds the pass manager of `pipeline`, whose anchor must be `builtin.module` or `any`.
    pub fn new(pipeline: &Pipeline, instrumentation: Instrumentation) -> Result<PassManager, PipelineError> {
        if pipeline.anchor != "builtin.module" && pipeline.anchor != "any" {
            return Err(PipelineError {
                pos: pipeline.pos,
                msg: format!("can't run '{}' pass manager on 'builtin.module' op", pipeline.anchor),
            });
        }
        Ok(PassManager { root: build(pipeline)?, instrumentation, analyses: Analyses::default(), timings: vec![] })
    }

    /// The warnings the passes reported so far (`Analyses::warn`), taken out.
    pub fn take_warnings(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.analyses.warnings)
    }

    /// The statistics the passes reported so far (`Analyses::stat`), taken out.
    pub fn take_stats(&mut self) -> Vec<Statistic> {
        std::mem::take(&mut self.analyses.stats)
    }

    /// Runs the pipeline on `top`.
    pub fn run(&mut self, ir: &mut Ir, top: Op) -> Result<(), Failure> {
        let mut root = std::mem::replace(&mut self.root, OpPassManager { anchor: String::new(), steps: vec![] });
        let r = self.run_on(&mut root, ir, top);
        self.root = root;
        r
    }

    fn run_on(&mut self, pm: &mut OpPassManager, ir: &mut Ir, op: Op) -> Result<(), Failure> {
        for step in &mut pm.steps {
            match step {
                Step::Pass { info, pass } => self.run_pass(info, pass.as_mut(), ir, op)?,
                Step::Nested(npm) => {
                    let mut targets = vec![];
                    for &r in ir.regions(op) {
                        for b in ir.blocks(r) {
                            for o in ir.ops(b) {
                                if npm.anchor == "any" || ir.op_name(o) == npm.anchor {
                                    targets.push(o);
                                }
                            }
                        }
                    }
                    for t in targets {
                        if !ir.is_erased(t) {
                            self.run_on(npm, ir, t)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn run_pass(&mut self, info: &'static PassInfo, pass: &mut dyn Pass, ir: &mut Ir, op: Op) -> Result<(), Failure> {
        let ins = self.instrumentation.clone();
        if ins.print_before_all || ins.print_before.iter().any(|n| n == info.name) {
            eprint!("// -----// IR Dump Before {} ({}) //----- //\n{}\n", info.class, info.name, self.dump(ir, op));
        }
        let start = Instant::now();
        let r = pass.run(ir, op, &mut self.analyses);
        let took = start.elapsed();
        self.add_time(info.name, took);
        if ins.time_each {
            eprintln!("  {:>9.3} ms  {}", took.as_secs_f64() * 1e3, info.name);
        }
        let preserved = r.map_err(Failure::Diagnostics)?;
        self.analyses.invalidate(ir, op, &preserved);
        if ins.verify_each && preserved != Preserved::All {
            let start = Instant::now();
            let diags = verify::verify(ir, op);
            self.add_time(VERIFY_EACH, start.elapsed());
            if !diags.is_empty() {
                let loc = diags[0].loc;
                let mut all = vec![Diagnostic::error(
                    loc,
                    format!("internal compiler error: the IR after '{}' does not verify", info.name),
                )];
                all.extend(diags);
                return Err(Failure::Internal(all));
            }
        }
        if ins.print_after_all || ins.print_after.iter().any(|n| n == info.name) {
            eprint!("// -----// IR Dump After {} ({}) //----- //\n{}\n", info.class, info.name, self.dump(ir, op));
        }
        Ok(())
    }

    /// Adds one run of `name` taking `took` to the timing report.
    fn add_time(&mut self, name: &str, took: Duration) {
        match self.timings.iter_mut().find(|t| t.0 == name) {
            Some(t) => {
                t.1 += took;
                t.2 += 1;
            }
            None => self.timings.push((name.to_string(), took, 1)),
        }
    }

    fn dump(&self, ir: &Ir, op: Op) -> String {
        crate::syntax::print(ir, op, self.instrumentation.print_generic, self.instrumentation.print_debug_info)
    }

    /// The `--mlir-timing` report: wall time per pass, in pipeline order.
    pub fn timing_report(&self, total: Duration) -> String {
        let mut s = String::new();
        s.push_str("===-------------------------------------------------------------------------===\n");
        s.push_str("                         ... Execution time report ...\n");
        s.push_str("===-------------------------------------------------------------------------===\n");
        s.push_str(&format!("  Total Execution Time: {:.4} seconds\n\n", total.as_secs_f64()));
        s.push_str("  ----Wall Time----  ----Name----\n");
        let tot = total.as_secs_f64().max(1e-9);
        for (name, d, n) in &self.timings {
            let runs = if *n > 1 { format!(" ({n} runs)") } else { String::new() };
            s.push_str(&format!(
                "    {:.4} ({:>5.1}%)  {name}{runs}\n",
                d.as_secs_f64(),
                100.0 * d.as_secs_f64() / tot
            ));
        }
        s.push_str(&format!("    {:.4} (100.0%)  Total\n", total.as_secs_f64()));
        s
    }
}

/// The timing report's row for the verification after each pass.
const VERIFY_EACH: &str = "(verify after each pass)";

fn build(p: &Pipeline) -> Result<OpPassManager, PipelineError> {
    let mut steps = vec![];
    for e in &p.elements {
        match e {
            Element::Pass(spec) => {
                let info = super::lookup(&spec.name).ok_or_else(|| PipelineError {
                    pos: spec.pos,
                    msg: format!(
                        "'{}' does not refer to a registered pass or pass pipeline (known passes: {})",
                        spec.name,
                        super::REGISTRY.iter().map(|i| i.name).collect::<Vec<_>>().join(", ")
                    ),
                })?;
                let opts = info.options_for(spec).map_err(|msg| PipelineError { pos: spec.pos, msg })?;
                steps.push(Step::Pass { info, pass: (info.create)(&opts) });
            }
            Element::Nested(n) => steps.push(Step::Nested(build(n)?)),
        }
    }
    Ok(OpPassManager { anchor: p.anchor.clone(), steps })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::passes::pipeline::Pipeline;

    fn parse(text: &str) -> (Ir, Op) {
        let mut ir = crate::dialects::new_ir();
        let top = crate::syntax::parse(&mut ir, "t", text, 0, text.len()).expect("parses");
        (ir, top)
    }

    const TWO_FUNCS: &str = "func.func @a(%x: i32) -> i32 {\n  %c = arith.constant 0 : i32\n  %y = arith.addi %x, %c : i32\n  return %y : i32\n}\nfunc.func @b() {\n  return\n}\n";

    /// A pass that makes the IR invalid: it gives `func.return` no operands.
    struct Breaker;
    impl Pass for Breaker {
        fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
            let mut rets = vec![];
            ir.walk(op, &mut |o| {
                if ir.op_name(o) == "func.return" && !ir.operands(o).is_empty() {
                    rets.push(o)
                }
            });
            for r in rets {
                ir.set_operands(r, vec![]);
            }
            Ok(Preserved::None)
        }
    }

    static BREAKER: PassInfo =
        PassInfo { name: "test-break", class: "Breaker", summary: "", options: &[], create: |_| Box::new(Breaker) };

    fn manager_with(steps: Vec<Step>, verify_each: bool) -> PassManager {
        PassManager {
            root: OpPassManager { anchor: "builtin.module".into(), steps },
            instrumentation: Instrumentation { verify_each, ..Default::default() },
            analyses: Analyses::default(),
            timings: vec![],
        }
    }

    #[test]
    fn a_pass_that_breaks_the_ir_is_an_internal_error() {
        let (mut ir, top) = parse(TWO_FUNCS);
        let mut pm = manager_with(vec![Step::Pass { info: &BREAKER, pass: Box::new(Breaker) }], true);
        match pm.run(&mut ir, top) {
            Err(Failure::Internal(d)) => {
                assert!(
                    d[0].msg.contains("internal compiler error: the IR after 'test-break' does not verify"),
                    "{}",
                    d[0].msg
                );
                assert!(d.len() > 1, "the verifier's own diagnostics follow");
            }
            _ => panic!("expected an internal error"),
        }
        // Without verification the broken IR goes through.
        let (mut ir, top) = parse(TWO_FUNCS);
        let mut pm = manager_with(vec![Step::Pass { info: &BREAKER, pass: Box::new(Breaker) }], false);
        assert!(pm.run(&mut ir, top).is_ok());
    }

    /// Counts the ops it runs on, by name.
    struct Recorder(std::rc::Rc<std::cell::RefCell<Vec<String>>>);
    impl Pass for Recorder {
        fn run(&mut self, ir: &mut Ir, op: Op, am: &mut Analyses) -> PassResult {
            let name = crate::ir::symbols::symbol_name(ir, op).map(|n| String::from_utf8_lossy(n).into_owned());
            self.0.borrow_mut().push(format!("{}:{}", ir.op_name(op), name.unwrap_or_default()));
            let _ = am.get::<crate::ir::dominance::DominanceInfo>(ir, op);
            Ok(Preserved::of::<crate::ir::dominance::DominanceInfo>())
        }
    }
    static RECORDER: PassInfo =
        PassInfo { name: "test-record", class: "Recorder", summary: "", options: &[], create: |_| unreachable!() };

    #[test]
    fn nested_pipelines_run_on_each_matching_child_and_analyses_are_cached() {
        let (mut ir, top) = parse(TWO_FUNCS);
        let log = std::rc::Rc::new(std::cell::RefCell::new(vec![]));
        let nested = OpPassManager {
            anchor: "func.func".into(),
            steps: vec![
                Step::Pass { info: &RECORDER, pass: Box::new(Recorder(log.clone())) },
                Step::Pass { info: &RECORDER, pass: Box::new(Recorder(log.clone())) },
            ],
        };
        let mut pm = manager_with(
            vec![Step::Nested(nested), Step::Pass { info: &RECORDER, pass: Box::new(Recorder(log.clone())) }],
            true,
        );
        assert!(pm.run(&mut ir, top).is_ok());
        // Each function gets the whole nested pipeline before the next one, then the module.
        assert_eq!(*log.borrow(), ["func.func:a", "func.func:a", "func.func:b", "func.func:b", "builtin.module:"]);
        // The preserved analysis stays cached for every op it was computed on.
        let funcs: Vec<Op> = ir.blocks(ir.regions(top)[0]).flat_map(|b| ir.ops(b).collect::<Vec<_>>()).collect();
        for f in funcs {
            assert!(pm.analyses.is_cached::<crate::ir::dominance::DominanceInfo>(f));
        }
        // A pass preserving nothing drops them.
        pm.analyses.invalidate(&ir, top, &Preserved::None);
        assert!(pm.analyses.cache.is_empty());
    }

    #[test]
    fn pipelines_are_checked_against_the_registry() {
        let bad = Pipeline::parse("builtin.module(func.func(nope))").unwrap();
        let e = PassManager::new(&bad, Instrumentation::default()).err().expect("unknown pass");
        assert!(e.msg.contains("'nope' does not refer to a registered pass"));
        assert_eq!(e.pos, "builtin.module(func.func(".len());
        let opt = Pipeline::parse("builtin.module(canonicalize{max-iterations=2 region-simplify=aggressive})").unwrap();
        assert!(PassManager::new(&opt, Instrumentation::default()).is_ok());
        let bad_enum = Pipeline::parse("builtin.module(canonicalize{region-simplify=wild})").unwrap();
        let e = PassManager::new(&bad_enum, Instrumentation::default()).err().expect("bad value");
        assert!(e.msg.contains("expected one of disabled, normal, aggressive"), "{}", e.msg);
        let anchored = Pipeline::parse("func.func(canonicalize)").unwrap();
        assert!(PassManager::new(&anchored, Instrumentation::default()).is_err());
    }
}
