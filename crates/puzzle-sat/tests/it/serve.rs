//! `puzzle-sat serve`'s API: each endpoint answers the record the command line prints,
//! and the guards refuse what they must (400, 403, 413, 415, 503). Requests go over a
//! plain TCP socket, so that each header is exactly what the test writes.

use crate::common::{puzzle, run};
use puzzle_serve::{start, Config, Server};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

const URL: &str = "https://puzz.link/p?sudoku/4/4/g1k23k3g";

/// The bundled hard 49x49 Sudoku, which no solver finishes within a second.
fn hard() -> String {
    let path = puzzle("sudoku", "generated/hard/sudoku-49x49-b55-s3.txt");
    std::fs::read_to_string(path).unwrap()
}

fn program() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_puzzle-sat"))
}

/// The server of these tests, with the defaults of `puzzle-sat serve`.
fn server() -> SocketAddr {
    static SERVER: OnceLock<SocketAddr> = OnceLock::new();
    *SERVER.get_or_init(|| serving(Config::new(program(), 0)))
}

/// Starts a server that runs until the tests end.
fn serving(config: Config) -> SocketAddr {
    let server: Server = start(config).unwrap();
    let address = server.address();
    std::thread::spawn(move || server.wait());
    address
}

/// An HTTP answer: status, headers (lower-case names), body.
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: String,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }

    fn header(&self, name: &str) -> Option<&str> {
        let found = self.headers.iter().find(|(n, _)| n == name);
        found.map(|(_, v)| v.as_str())
    }
}

/// Sends one request with exactly `headers` (and `Content-Length` for a body).
fn send(address: SocketAddr, head: &str, headers: &[(&str, &str)], body: &[u8]) -> Answer {
    let mut stream = TcpStream::connect(address).unwrap();
    let mut request = format!("{head} HTTP/1.1\r\nConnection: close\r\n");
    for (name, value) in headers {
        request += &format!("{name}: {value}\r\n");
    }
    request += &format!("Content-Length: {}\r\n\r\n", body.len());
    stream.write_all(request.as_bytes()).unwrap();
    // A refused request is answered before its body is read, and the socket may close
    // under the rest of it.
    let _ = stream.write_all(body);
    let mut bytes = Vec::new();
    stream.read_to_end(&mut bytes).unwrap();
    let text = String::from_utf8(bytes).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let mut lines = head.lines();
    let status = lines.next().unwrap().split(' ').nth(1).unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(": "))
        .map(|(n, v)| (n.to_ascii_lowercase(), v.to_owned()))
        .collect();
    Answer {
        status: status.parse().unwrap(),
        headers,
        body: body.to_owned(),
    }
}

/// `POST path` with a JSON body, as a script sends it.
fn post_to(address: SocketAddr, path: &str, body: &Value) -> Answer {
    let host = address.to_string();
    let headers = [
        ("Host", host.as_str()),
        ("Content-Type", "application/json"),
    ];
    send(
        address,
        &format!("POST {path}"),
        &headers,
        body.to_string().as_bytes(),
    )
}

fn post(path: &str, body: &Value) -> Answer {
    post_to(server(), path, body)
}

fn get(path: &str) -> Answer {
    let host = server().to_string();
    send(server(), &format!("GET {path}"), &[("Host", &host)], b"")
}

/// `puzzle-sat ARGS puzzle` run on a file named `puzzle` holding `text`.
fn cli(args: &[&str], text: &str) -> std::process::Output {
    let folder = tempfile::tempdir().unwrap();
    std::fs::write(folder.path().join("puzzle"), text).unwrap();
    std::process::Command::new(program())
        .args(args)
        .arg("puzzle")
        .current_dir(folder.path())
        .output()
        .unwrap()
}

/// The record `puzzle-sat ARGS puzzle` prints.
fn cli_record(args: &[&str], text: &str) -> Value {
    serde_json::from_slice(&cli(args, text).stdout).unwrap()
}

/// A record without its time.
fn timeless(mut record: Value) -> Value {
    record.as_object_mut().unwrap().remove("time_s");
    record
}

#[test]
fn serve_prints_its_address_first_and_serves_the_page() {
    let mut child = std::process::Command::new(program())
        .args(["serve", "--port", "0"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    let stdout = child.stdout.take().unwrap();
    std::io::BufRead::read_line(&mut std::io::BufReader::new(stdout), &mut first).unwrap();
    let address = first
        .strip_prefix("listening on http://")
        .and_then(|rest| rest.strip_suffix("/\n"))
        .unwrap_or_else(|| panic!("first line: {first:?}"));
    let address: SocketAddr = address.parse().unwrap();
    assert!(address.ip().is_loopback() && address.port() != 0);
    let page = send(address, "GET /", &[("Host", &address.to_string())], b"");
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(page.status, 200);
    assert!(page.body.contains("<button id=\"solve\""));
}

#[test]
fn each_endpoint_answers_the_record_the_command_prints() {
    let unsolvable = puzzle("kakuro", "unsolvable/kakuro_janko_001_10x12_changed.txt");
    let unsolvable = std::fs::read_to_string(unsolvable).unwrap();
    let cases = [
        ("solve", URL, json!({})),
        ("solve", unsolvable.as_str(), json!({})),
        ("count", URL, json!({"max": 2})),
        ("hint", URL, json!({})),
        ("explain", unsolvable.as_str(), json!({})),
        ("explain", URL, json!({})),
    ];
    for (command, text, extra) in cases {
        let mut body = json!({"puzzle": text, "timeout": 60});
        body.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        let answer = post(&format!("/api/{command}"), &body);
        assert_eq!(answer.status, 200, "{command}: {}", answer.body);
        let mut args = vec![command, "-f", "json", "-t", "60"];
        if command == "count" {
            args.extend(["--max", "2"]);
        }
        let expected = cli_record(&args, text);
        assert_eq!(timeless(answer.json()), timeless(expected), "{command}");
    }
    let explained = post("/api/explain", &json!({"puzzle": unsolvable})).json();
    assert_eq!(explained["status"], "unsat");
    assert!(explained["core"].as_array().unwrap().len() > 1);
}

#[test]
fn an_input_error_is_400_worded_as_the_command_words_it() {
    let broken = "kind: sudoku\nbox: 2x2\nx\n";
    for command in ["solve", "count", "hint", "explain"] {
        let answer = post(&format!("/api/{command}"), &json!({"puzzle": broken}));
        assert_eq!(answer.status, 400, "{command}");
        let message = answer.json()["error"].as_str().unwrap().to_owned();
        assert!(message.starts_with("puzzle:3:1: "), "{message}");
        let stderr = String::from_utf8(cli(&[command], broken).stderr).unwrap();
        assert_eq!(
            stderr.lines().last(),
            Some(&*format!("puzzle-sat: {message}"))
        );
    }
    for body in [
        json!({"puzzle": URL, "timeout": 0}),
        json!({"puzzle": URL, "timeout": 301}),
        json!({"puzzle": URL, "max": 3}),
        json!({"puzzle": URL, "tiemout": 3}),
        json!({"text": URL}),
    ] {
        let answer = post("/api/solve", &body);
        assert_eq!(answer.status, 400, "{body}: {}", answer.body);
        assert!(answer.json()["error"].is_string());
    }
    let address = server();
    let host = address.to_string();
    let headers = [
        ("Host", host.as_str()),
        ("Content-Type", "application/json"),
    ];
    let answer = send(address, "POST /api/solve", &headers, b"{\"puzzle\": ");
    assert_eq!(answer.status, 400);
}

#[test]
fn a_foreign_host_or_origin_is_403_and_our_own_origin_is_served() {
    let address = server();
    let ours = address.to_string();
    let port = address.port();
    let body = json!({"puzzle": URL}).to_string();
    let json = ("Content-Type", "application/json");
    let localhost = format!("localhost:{port}");
    let own_origin = format!("http://{ours}");
    let cases: [(&[(&str, &str)], u16); 6] = [
        (&[("Host", "rebound.example"), json], 403),
        (&[("Host", &format!("rebound.example:{port}")), json], 403),
        (
            &[("Host", &ours), ("Origin", "http://rebound.example"), json],
            403,
        ),
        (&[("Host", &ours), ("Origin", "null"), json], 403),
        (&[("Host", &ours), ("Origin", &own_origin), json], 200),
        (&[("Host", &localhost), json], 200),
    ];
    for (headers, status) in cases {
        let answer = send(address, "POST /api/solve", headers, body.as_bytes());
        assert_eq!(answer.status, status, "{headers:?}: {}", answer.body);
    }
    let page = send(address, "GET /", &[("Host", "rebound.example")], b"");
    assert_eq!(page.status, 403);
}

#[test]
fn only_json_bodies_are_read_and_at_most_4_mb() {
    let address = server();
    let host = address.to_string();
    let body = json!({"puzzle": URL}).to_string();
    for (kind, status) in [
        (None, 415),
        (Some("text/plain"), 415),
        (Some("application/x-www-form-urlencoded"), 415),
        (Some("multipart/form-data; boundary=x"), 415),
        (Some("application/json; charset=utf-8"), 200),
        (Some("Application/JSON"), 200),
    ] {
        let mut headers = vec![("Host", host.as_str())];
        headers.extend(kind.map(|k| ("Content-Type", k)));
        let answer = send(address, "POST /api/solve", &headers, body.as_bytes());
        assert_eq!(answer.status, status, "{kind:?}: {}", answer.body);
    }
    let large = json!({"puzzle": "x".repeat(5 << 20)});
    let answer = post("/api/solve", &large);
    assert_eq!(answer.status, 413);
    assert!(answer.json()["error"].is_string());
}

#[test]
fn a_hard_puzzle_stops_at_its_time_limit_with_status_unknown() {
    let start = Instant::now();
    let answer = post("/api/solve", &json!({"puzzle": hard(), "timeout": 1}));
    let elapsed = start.elapsed();
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(answer.json()["status"], "unknown");
    assert_eq!(answer.json()["kind"], "sudoku");
    assert!(elapsed < Duration::from_secs(5), "{elapsed:?}");
}

#[test]
fn past_the_queue_a_request_is_503_with_retry_after() {
    let address = serving(Config {
        program: program(),
        port: 0,
        workers: 1,
        queue: 1,
    });
    let slow = json!({"puzzle": hard(), "timeout": 2});
    let running: Vec<_> = (0..2)
        .map(|_| {
            let slow = slow.clone();
            let request = std::thread::spawn(move || post_to(address, "/api/solve", &slow));
            std::thread::sleep(Duration::from_millis(300));
            request
        })
        .collect();
    let refused = post_to(address, "/api/solve", &json!({"puzzle": URL}));
    assert_eq!(refused.status, 503, "{}", refused.body);
    assert!(refused.header("retry-after").is_some());
    for request in running {
        let answer = request.join().unwrap();
        assert_eq!(answer.status, 200);
        assert_eq!(answer.json()["status"], "unknown");
    }
    let after = post_to(address, "/api/solve", &json!({"puzzle": URL}));
    assert_eq!(after.json()["status"], "sat");
}

#[test]
fn fifty_concurrent_requests_are_all_answered_correctly() {
    let path = puzzle("sudoku", "9x9/norvig_top95.lines");
    let lines: Vec<String> = std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .take(50)
        .map(str::to_owned)
        .collect();
    let (_, all, _) = run(&["solve", "-f", "json", &path]);
    let expected: Vec<Value> = all
        .lines()
        .take(50)
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let requests: Vec<_> = lines
        .into_iter()
        .map(|line| std::thread::spawn(move || post("/api/solve", &json!({"puzzle": line}))))
        .collect();
    for (request, expected) in requests.into_iter().zip(expected) {
        let answer = request.join().unwrap();
        assert_eq!(answer.status, 200, "{}", answer.body);
        assert_eq!(answer.json()["status"], "sat");
        assert_eq!(answer.json()["grid"], expected["grid"]);
    }
}

#[test]
fn the_board_draws_a_checked_answer_and_the_downloads() {
    let solved = post("/api/solve", &json!({"puzzle": URL})).json();
    let board = post("/api/board", &json!({"puzzle": URL, "record": solved}));
    assert_eq!(board.status, 200, "{}", board.body);
    let board = board.json();
    assert!(board["svg"].as_str().unwrap().contains(puzzle_draw::ANSWER));
    assert_eq!(board["url"], URL);
    assert!(board["pzprv3"].as_str().unwrap().starts_with("pzprv3"));
    let mut wrong = solved.clone();
    wrong["grid"][0][0] = "1".into();
    let refused = post("/api/board", &json!({"puzzle": URL, "record": wrong}));
    assert_eq!(refused.status, 400);
    let broken = post(
        "/api/board",
        &json!({"puzzle": "kind: sudoku\nbox: 2x2\nx\n"}),
    );
    assert!(broken.json()["error"]
        .as_str()
        .unwrap()
        .starts_with("puzzle:3:1: "));
}

#[test]
fn generate_makes_a_puzzle_of_each_kind() {
    for kind in puzzle_ir::Kind::ALL {
        let made = post(
            "/api/generate",
            &json!({"kind": kind.name(), "size": 4, "minimal": true}),
        );
        assert_eq!(made.status, 200, "{}: {}", kind.name(), made.body);
        let text = made.json()["puzzle"].as_str().unwrap().to_owned();
        let parsed = puzzle_ir::Puzzle::parse("made", text.as_bytes()).unwrap();
        assert_eq!(parsed.kind(), *kind);
    }
    let unknown = post("/api/generate", &json!({"kind": "chess", "size": 4}));
    assert_eq!(unknown.status, 400);
}

#[test]
fn the_page_is_compiled_in_and_nothing_else_is_served() {
    for (path, kind) in [
        ("/", "text/html"),
        ("/app.js", "text/javascript"),
        ("/style.css", "text/css"),
        ("/examples.json", "application/json"),
        ("/kinds.json", "application/json"),
    ] {
        let answer = get(path);
        assert_eq!(answer.status, 200, "{path}");
        assert!(answer.header("content-type").unwrap().starts_with(kind));
        let policy = answer.header("content-security-policy").unwrap();
        assert!(policy.contains("default-src 'none'"), "{policy}");
    }
    for path in [
        "/Cargo.toml",
        "/../Cargo.toml",
        "/%2e%2e/Cargo.toml",
        "/assets/app.js",
        "/%2fetc%2fpasswd",
    ] {
        assert_eq!(get(path).status, 404, "{path}");
    }
    assert_eq!(post("/api/rm", &json!({"puzzle": URL})).status, 404);
    let examples: Value = get("/examples.json").json();
    let mut kinds = Vec::new();
    for example in examples.as_array().unwrap() {
        let board = post("/api/board", &json!({"puzzle": example["puzzle"]}));
        assert_eq!(board.status, 200, "{}: {}", example["name"], board.body);
        kinds.push(board.json()["kind"].clone());
    }
    for kind in puzzle_ir::Kind::ALL {
        assert!(
            kinds.contains(&json!(kind.name())),
            "no example of {}",
            kind.name()
        );
    }
}

#[test]
fn a_cancelled_request_ends_its_solve_and_frees_its_worker() {
    let address = serving(Config {
        program: program(),
        port: 0,
        workers: 1,
        queue: 1,
    });
    let host = address.to_string();
    let slow = json!({"puzzle": hard(), "timeout": 60}).to_string();
    let mut stream = TcpStream::connect(address).unwrap();
    let head = format!(
        "POST /api/solve HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        slow.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(slow.as_bytes()).unwrap();
    std::thread::sleep(Duration::from_millis(500));
    drop(stream);
    let start = Instant::now();
    let quick = post_to(address, "/api/solve", &json!({"puzzle": URL}));
    assert_eq!(quick.json()["status"], "sat");
    let waited = start.elapsed();
    assert!(waited < Duration::from_secs(10), "{waited:?}");
}
