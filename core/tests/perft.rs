//! Perft from the shared vectors in `tests/vectors/perft.txt`.

use alquerque_core::{perft, PositionText, Rules};

fn rules_named(name: &str) -> Rules {
    match name {
        "standard" => Rules::default(),
        "standard+reversal" => Rules::with_reversal(),
        "alfonso" => Rules::alfonso(),
        other => panic!("unknown rules '{other}' in perft.txt"),
    }
}

#[test]
fn perft_vectors() {
    let text = include_str!("../../tests/vectors/perft.txt");
    let mut checked = 0;
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(fields.len(), 3, "bad vector line: {line}");
        let rules = rules_named(fields[0]);
        let pos = fields[1]
            .parse::<PositionText>()
            .and_then(|t| t.into_position(rules))
            .expect("valid vector position");
        for (i, count) in fields[2].split_whitespace().enumerate() {
            let depth = i as u32 + 1;
            let expected: u64 = count.parse().expect("count");
            assert_eq!(perft(&pos, depth), expected, "{line}: depth {depth}");
            checked += 1;
        }
    }
    assert!(checked >= 13, "the start-position vector must be checked");
}
