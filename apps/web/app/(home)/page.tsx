export default function HomePage() {
  return <div className="p-8">首页</div>;
}
