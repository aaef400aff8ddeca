//! The page of `puzzle-sat serve` in a real headless browser: Debian's `chromium`,
//! driven through `chromedriver` (package chromium-driver) with fantoccini. It pastes a
//! puzz.link URL, clicks Solve and reads the answer off the board; Hint and its forced
//! cells; Explain on a Kakuro whose clashing clues are several. Screenshots go to
//! `CARGO_TARGET_TMPDIR` (and the last one to `$PUZZLE_SAT_SCREENSHOT` when it is set:
//! the README's `docs/serve.png`).
//!
//! A missing browser fails the test, unless `PUZZLE_SAT_NO_BROWSER` is set (`.ci/run`
//! installs both packages and never sets it).

use crate::common::{puzzle, run};
use fantoccini::{Client, ClientBuilder, Locator};
use puzzle_serve::{start, Config};
use serde_json::{json, Value};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const SUDOKU: &str =
    "https://puzz.link/p?sudoku/9/9/21g4i368m5h53g98h6g49g71l3l75g46g2h62g35h5m993i5g27";

/// A program on PATH.
fn installed(name: &str) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// chromedriver on a free port, ended when dropped.
struct Driver {
    child: Child,
    port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn driver(program: &PathBuf) -> Driver {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(program)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "chromedriver does not listen"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    Driver { child, port }
}

#[test]
fn the_page_solves_hints_and_explains_in_a_browser() {
    if std::env::var_os("PUZZLE_SAT_NO_BROWSER").is_some_and(|v| !v.is_empty()) {
        eprintln!("skipped: PUZZLE_SAT_NO_BROWSER is set");
        return;
    }
    let install = "apt-get install -y chromium chromium-driver (or set PUZZLE_SAT_NO_BROWSER=1)";
    let chromium = installed("chromium").unwrap_or_else(|| panic!("no chromium: {install}"));
    let chromedriver =
        installed("chromedriver").unwrap_or_else(|| panic!("no chromedriver: {install}"));
    let server = start(Config::new(env!("CARGO_BIN_EXE_puzzle-sat").into(), 0)).unwrap();
    let page = server.url();
    std::thread::spawn(move || server.wait());
    let driver = driver(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let client = browser(&chromium, driver.port).await;
        let result = drive(&client, &page).await;
        let _ = client.close().await;
        result
    });
}

/// A headless chromium session.
async fn browser(chromium: &std::path::Path, port: u16) -> Client {
    let options = json!({
        "binary": chromium,
        "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1200,730", "--hide-scrollbars"],
    });
    let mut capabilities = serde_json::Map::new();
    capabilities.insert("goog:chromeOptions".into(), options);
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a chromium session")
}

async fn drive(client: &Client, page: &str) {
    client.goto(page).await.unwrap();
    // Solve: the answer on the board is the command line's.
    paste(client, SUDOKU).await;
    ask(client, "solve").await;
    let (_, out, _) = run(&["solve", "-f", "json", SUDOKU]);
    let solved: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(board_grid(client).await, solved["grid"]);
    assert!(status(client).await.starts_with("solved"));
    screenshot(client, "solve").await;
    // Hint: the forced cells in blue, as many as the command finds.
    ask(client, "hint").await;
    let (_, out, _) = run(&["hint", "-f", "json", SUDOKU]);
    let hinted: Value = serde_json::from_str(&out).unwrap();
    let forced = drawn(client, &format!("text[fill='{}']", puzzle_draw::FORCED)).await;
    assert_eq!(forced as u64, hinted["count"].as_u64().unwrap());
    assert!(forced > 0);
    screenshot(client, "hint").await;
    // Explain: each clashing clue of the Kakuro highlighted.
    let path = puzzle("kakuro", "unsolvable/kakuro_janko_001_10x12_changed.txt");
    let (_, url, _) = run(&["convert", "-t", "url", &path]);
    paste(client, url.trim()).await;
    ask(client, "explain").await;
    let (_, out, _) = run(&["explain", "-f", "json", &path]);
    let explained: Value = serde_json::from_str(&out).unwrap();
    let core = explained["core"].as_array().unwrap().len();
    assert!(core > 1, "{explained}");
    assert_eq!(drawn(client, "polygon[fill='#d62728']").await, core);
    assert!(status(client)
        .await
        .contains(&format!("the {core} highlighted clues")));
    let picture = screenshot(client, "explain").await;
    if let Some(path) = std::env::var_os("PUZZLE_SAT_SCREENSHOT") {
        std::fs::write(path, picture).unwrap();
    }
}

/// Types `text` into the puzzle box, as pasting it does.
async fn paste(client: &Client, text: &str) {
    let input = client.find(Locator::Css("#puzzle")).await.unwrap();
    input.clear().await.unwrap();
    input.send_keys(text).await.unwrap();
    let board = Locator::Css("#board[data-shows='puzzle'] svg");
    client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(board)
        .await
        .unwrap();
}

/// Clicks the button of `command` and waits for its verdict on the board.
async fn ask(client: &Client, command: &str) {
    let button = client.find(Locator::Id(command)).await.unwrap();
    button.click().await.unwrap();
    let done = format!("#board[data-shows='{command}'] svg");
    client
        .wait()
        .at_most(Duration::from_secs(60))
        .for_element(Locator::Css(&done))
        .await
        .unwrap();
    let error = client.find(Locator::Id("error")).await.unwrap();
    assert_eq!(error.text().await.unwrap(), "", "{command}");
}

async fn status(client: &Client) -> String {
    let status = client.find(Locator::Id("status")).await.unwrap();
    status.text().await.unwrap()
}

/// How many elements of the board `css` finds.
async fn drawn(client: &Client, css: &str) -> usize {
    let css = format!("#board svg {css}");
    client.find_all(Locator::Css(&css)).await.unwrap().len()
}

/// The values written on the board, as a grid: rows and columns by position.
async fn board_grid(client: &Client) -> Value {
    let mut cells = Vec::new();
    for text in client
        .find_all(Locator::Css("#board svg text"))
        .await
        .unwrap()
    {
        let at = |name: &'static str| {
            let text = text.clone();
            async move {
                text.attr(name)
                    .await
                    .unwrap()
                    .unwrap()
                    .parse::<f64>()
                    .unwrap()
            }
        };
        cells.push((at("y").await, at("x").await, text.text().await.unwrap()));
    }
    let rank = |values: Vec<f64>| {
        let mut distinct = values;
        distinct.sort_by(f64::total_cmp);
        distinct.dedup();
        distinct
    };
    let rows = rank(cells.iter().map(|c| c.0).collect());
    let cols = rank(cells.iter().map(|c| c.1).collect());
    let mut grid = vec![vec![String::new(); cols.len()]; rows.len()];
    for (y, x, value) in cells {
        let row = rows.iter().position(|&r| r == y).unwrap();
        let col = cols.iter().position(|&c| c == x).unwrap();
        grid[row][col] = value;
    }
    json!(grid)
}

/// Saves a screenshot of the page under `CARGO_TARGET_TMPDIR`, and returns it.
async fn screenshot(client: &Client, name: &str) -> Vec<u8> {
    let png = client.screenshot().await.unwrap();
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("serve-{name}.png"));
    std::fs::write(&path, &png).unwrap();
    eprintln!("screenshot: {}", path.display());
    png
}
